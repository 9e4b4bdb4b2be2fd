// Issue 16, "self-hosting at any address": started without PUBLIC_URL, the app is opened at
// 127.0.0.1 or the machine's LAN address, and sign-up answered 403 with a vague message.
import { expect, it } from 'vitest';
import { cookiesFrom, GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { describeEachDatabase, jsonRequest, uniqueClientIp, type TestContext } from '#tests/support/test-app.ts';

const LAN = 'http://192.168.1.20:3000';

function fromPage(ctx: () => TestContext, path: string, body: unknown, origin: string, host: string, language = 'en') {
  return ctx().app.request(path, jsonRequest(body, { Origin: origin, Host: host, 'X-Forwarded-For': uniqueClientIp(), 'Accept-Language': language }));
}

describeEachDatabase('development without PUBLIC_URL', (ctx) => {
  it('accepts the page at its own address: sign-up, sign-in and error reports', async () => {
    for (const origin of [LAN, 'http://127.0.0.1:3000']) {
      const host = new URL(origin).host;
      const email = uniqueEmail('lan');
      const signUp = await fromPage(ctx, '/api/auth/sign-up/email', { email, password: GOOD_PASSWORD }, origin, host);
      expect(signUp.status, origin).toBe(200);
      // With the browser's cookies, better-auth checks the origin too.
      const cookie = cookiesFrom(signUp);
      const signIn = await ctx().app.request('/api/auth/sign-in/email', jsonRequest({ email, password: GOOD_PASSWORD }, { Origin: origin, Host: host, Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() }));
      expect(signIn.status, origin).toBe(200);
      const signOut = await ctx().app.request('/api/auth/sign-out', jsonRequest({}, { Origin: origin, Host: host, Cookie: cookiesFrom(signIn, cookie), 'X-Forwarded-For': uniqueClientIp() }));
      expect(signOut.status, origin).toBe(200);
      expect((await fromPage(ctx, '/api/client-errors', { message: 'Application started', timestamp: 'now', context: {} }, origin, host)).status, origin).toBe(204);
    }
  });

  it('still refuses another site, even one naming itself in the Host header of a different request', async () => {
    const response = await fromPage(ctx, '/api/auth/sign-up/email', { email: uniqueEmail('evil'), password: GOOD_PASSWORD }, 'http://evil.example', '192.168.1.20:3000');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'This request came from another site and was refused.' });
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('production with PUBLIC_URL', (ctx) => {
  it('tells a page opened at another address where the app lives, in its language, and logs both addresses', async () => {
    const origin = 'http://127.0.0.1:3000';
    const en = await fromPage(ctx, '/api/auth/sign-up/email', { email: uniqueEmail('wrong'), password: GOOD_PASSWORD }, origin, '127.0.0.1:3000');
    expect(en.status).toBe(403);
    expect(await en.json()).toEqual({ error: 'This app is configured for https://sermons.example.org; open it there.', code: 'WRONG_ADDRESS', publicUrl: 'https://sermons.example.org' });
    const es = await fromPage(ctx, '/api/auth/sign-in/email', { email: uniqueEmail('wrong'), password: GOOD_PASSWORD }, origin, '127.0.0.1:3000', 'es');
    expect(await es.json()).toMatchObject({ error: 'Esta aplicación está configurada para https://sermons.example.org; ábrala allí.', code: 'WRONG_ADDRESS' });
    const line = ctx().logs.find((entry) => entry.origin === origin && entry.publicUrl === 'https://sermons.example.org');
    expect(line?.msg).toContain('PUBLIC_URL is https://sermons.example.org');
    // Nothing was created.
    expect(await ctx().database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('keeps the strict check: the configured address works, another site gets the plain refusal', async () => {
    const ok = await fromPage(ctx, '/api/auth/sign-up/email', { email: uniqueEmail('right'), password: GOOD_PASSWORD }, 'https://sermons.example.org', 'sermons.example.org');
    expect(ok.status).toBe(200);
    const evil = await fromPage(ctx, '/api/auth/sign-up/email', { email: uniqueEmail('evil'), password: GOOD_PASSWORD }, 'https://evil.example', 'sermons.example.org');
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: 'This request came from another site and was refused.' });
  });
}, {
  env: {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://sermons.example.org',
    SESSION_SECRET: 'production-secret-for-the-test-0123456789abcdef',
    ALLOW_LOCAL_BILLING_IN_PRODUCTION: 'true',
    TRUST_PROXY: 'true',
  },
});

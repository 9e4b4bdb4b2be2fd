// Issue 16, "self-hosting at any address": started without PUBLIC_URL, the app is opened at
// 127.0.0.1 or the machine's LAN address, and sign-up answered 403 with a vague message.
import { expect, it, vi } from 'vitest';
import { cookiesFrom, GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { describeEachDatabase, jsonRequest, uniqueClientIp, type TestContext } from '#tests/support/test-app.ts';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

const LAN = 'http://192.168.1.20:3000';

/** A JSON request from a page at `origin`, the Origin and Host headers being what is under test. */
function fromPage(ctx: () => TestContext, address: URL, body: unknown, origin: string, host: string, language = 'en') {
  return ctx().app.request(address, jsonRequest(body, { Origin: origin, Host: host, 'X-Forwarded-For': uniqueClientIp(), 'Accept-Language': language }));
}

async function signUpAt(ctx: () => TestContext, origin: string) {
  const email = uniqueEmail('at');
  const response = await fromPage(ctx, apiUrls.auth['sign-up'].email.$url(), { email, password: GOOD_PASSWORD }, origin, new URL(origin).host);
  expect(response.status, origin).toBe(200);
  return { email, cookie: cookiesFrom(response) };
}

describeEachDatabase('development without PUBLIC_URL', (ctx) => {
  it('accepts the page at its own address: sign-up, sign-in and error reports', async () => {
    for (const origin of [LAN, 'http://127.0.0.1:3000']) {
      const host = new URL(origin).host;
      const email = uniqueEmail('lan');
      const signUp = await fromPage(ctx, apiUrls.auth['sign-up'].email.$url(), { email, password: GOOD_PASSWORD }, origin, host);
      expect(signUp.status, origin).toBe(200);
      // With the browser's cookies, better-auth checks the origin too.
      const cookie = cookiesFrom(signUp);
      const signIn = await ctx().app.request(apiUrls.auth['sign-in'].email.$url(), jsonRequest({ email, password: GOOD_PASSWORD }, { Origin: origin, Host: host, Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() }));
      expect(signIn.status, origin).toBe(200);
      const signOut = await ctx().app.request(apiUrls.auth['sign-out'].$url(), jsonRequest({}, { Origin: origin, Host: host, Cookie: cookiesFrom(signIn, cookie), 'X-Forwarded-For': uniqueClientIp() }));
      expect(signOut.status, origin).toBe(200);
      expect((await fromPage(ctx, apiUrls['client-errors'].$url(), { message: 'Application started', timestamp: 'now', context: {} }, origin, host)).status, origin).toBe(204);
    }
  });

  // Issue 26: opened at 127.0.0.1 without PUBLIC_URL, the checkout sent the browser to localhost,
  // where its session cookie does not exist ("Your session has ended").
  it('sends the browser back to the address it opened the app at: checkout, local billing pages, portal', async () => {
    for (const origin of ['http://127.0.0.1:3000', LAN, 'http://localhost:3000']) {
      const host = new URL(origin).host;
      const signUp = await fromPage(ctx, apiUrls.auth['sign-up'].email.$url(), { email: uniqueEmail('address'), password: GOOD_PASSWORD }, origin, host);
      const cookie = cookiesFrom(signUp);
      const asPage = (address: URL | string, init: RequestInit = {}) => ctx().app.request(address, { ...init, headers: { Host: host, Cookie: cookie, 'X-Forwarded-For': uniqueClientIp(), ...init.headers } });

      const checkout = await asPage(apiUrls.billing.checkout.$url(), jsonRequest({ language: 'es' }, { Origin: origin }));
      expect(checkout.status, origin).toBe(200);
      const { url } = await bodyOf(checkout, billingUrlResponseSchema);
      expect(url).toBe(`${origin}/billing/local/checkout?lang=es`);

      // The local checkout page (no Origin on a GET) links back to, and after the trial returns to, that address.
      const page = await asPage('/billing/local/checkout?lang=es');
      const html = await page.text();
      expect(html).toContain(`href="${origin}/es/subscribe"`);
      const token = /name="token" value="([^"]*)"/.exec(html)?.[1] ?? '';
      const started = await asPage('/billing/local/checkout', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, body: `token=${encodeURIComponent(token)}` });
      expect(started.headers.get('location')).toBe(`${origin}/es/subscribe?checkout=success`);

      const portal = await asPage(apiUrls.billing.portal.$url(), jsonRequest({ language: 'en' }, { Origin: origin }));
      expect((await bodyOf(portal, billingUrlResponseSchema)).url).toBe(`${origin}/billing/local/portal?lang=en`);
      expect(await (await asPage('/billing/local/portal?lang=en')).text()).toContain(`href="${origin}/en/profile"`);
    }
  });

  it('mails a reset link at the address it was asked from when that is this server, else at the default address', async () => {
    const { email } = await signUpAt(ctx, 'http://127.0.0.1:3000');
    const linkAskedFrom = async (origin: string) => {
      const before = ctx().mailer.sent.length;
      const asked = await fromPage(ctx, apiUrls.auth['request-password-reset'].$url(), { email }, origin, new URL(origin).host);
      expect(asked.status, origin).toBe(200);
      const mail = await vi.waitFor(() => {
        const found = ctx().mailer.sent.slice(before).find((m) => m.to === email);
        if (!found) throw new Error('no mail yet');
        return found;
      });
      return /https?:\/\/[^\s"<>]+reset-password\?token=/.exec(mail.text)?.[0];
    };
    expect(await linkAskedFrom('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/en/reset-password?token=');
    // A request naming another site (or another port) cannot send the owner a link that carries
    // the token there: the Host header is not trusted for mail.
    expect(await linkAskedFrom('http://evil.example:3000')).toBe('http://localhost:3000/en/reset-password?token=');
    expect(await linkAskedFrom('http://127.0.0.1:4000')).toBe('http://localhost:3000/en/reset-password?token=');
  });

  it('still refuses another site, even one naming itself in the Host header of a different request', async () => {
    const response = await fromPage(ctx, apiUrls.auth['sign-up'].email.$url(), { email: uniqueEmail('evil'), password: GOOD_PASSWORD }, 'http://evil.example', '192.168.1.20:3000');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'This request came from another site and was refused.' });
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('production with PUBLIC_URL', (ctx) => {
  it('tells a page opened at another address where the app lives, in its language, and logs both addresses', async () => {
    const origin = 'http://127.0.0.1:3000';
    const en = await fromPage(ctx, apiUrls.auth['sign-up'].email.$url(), { email: uniqueEmail('wrong'), password: GOOD_PASSWORD }, origin, '127.0.0.1:3000');
    expect(en.status).toBe(403);
    expect(await en.json()).toEqual({ error: 'This app is configured for https://sermons.example.org; open it there.', code: 'WRONG_ADDRESS', publicUrl: 'https://sermons.example.org' });
    const es = await fromPage(ctx, apiUrls.auth['sign-in'].email.$url(), { email: uniqueEmail('wrong'), password: GOOD_PASSWORD }, origin, '127.0.0.1:3000', 'es');
    expect(await es.json()).toMatchObject({ error: 'Esta aplicación está configurada para https://sermons.example.org; ábrala allí.', code: 'WRONG_ADDRESS' });
    const line = ctx().logs.find((entry) => entry.origin === origin && entry.publicUrl === 'https://sermons.example.org');
    expect(line?.msg).toContain('PUBLIC_URL is https://sermons.example.org');
    // Nothing was created.
    expect(await ctx().database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('uses PUBLIC_URL for return addresses and mailed links, whatever Host the request names', async () => {
    const origin = 'https://sermons.example.org';
    const { email, cookie } = await signUpAt(ctx, origin);
    const checkout = await ctx().app.request(apiUrls.billing.checkout.$url(), jsonRequest({}, { Origin: origin, Host: '10.0.0.5:3000', Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() }));
    expect((await bodyOf(checkout, billingUrlResponseSchema)).url).toBe('https://sermons.example.org/billing/local/checkout?lang=en');
    const before = ctx().mailer.sent.length;
    await fromPage(ctx, apiUrls.auth['request-password-reset'].$url(), { email }, origin, 'evil.example');
    const mail = await vi.waitFor(() => {
      const found = ctx().mailer.sent.slice(before).find((m) => m.to === email);
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.text).toContain('https://sermons.example.org/en/reset-password?token=');
  });

  it('keeps the strict check: the configured address works, another site gets the plain refusal', async () => {
    const ok = await fromPage(ctx, apiUrls.auth['sign-up'].email.$url(), { email: uniqueEmail('right'), password: GOOD_PASSWORD }, 'https://sermons.example.org', 'sermons.example.org');
    expect(ok.status).toBe(200);
    const evil = await fromPage(ctx, apiUrls.auth['sign-up'].email.$url(), { email: uniqueEmail('evil'), password: GOOD_PASSWORD }, 'https://evil.example', 'sermons.example.org');
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

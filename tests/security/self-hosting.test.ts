// Self-hosting at any address (issue 16): `npm start` without PUBLIC_URL, opened at 127.0.0.1 (the
// default PUBLIC_URL says localhost), must let people sign up, sign in and subscribe (issue 26); in production a page
// at another address than PUBLIC_URL is told where the app lives, and the log says why.
// TEST is unset for these servers: better-auth skips its own origin check when it sees TEST=true
// (which Vitest sets), and here that check is part of what is tested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { send, startSuiteServer, type SuiteServer } from '../support/security-http.ts';
import { apiUrls } from '#tests/support/api-client.ts';

describe('development without PUBLIC_URL, opened at 127.0.0.1', () => {
  let suite: SuiteServer;
  beforeAll(async () => {
    suite = await startSuiteServer('sqlite', { env: { NODE_ENV: 'development', PUBLIC_URL: '', TEST: '' } });
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('signs up, signs in, reports and signs out from the page at its own address', async () => {
    const origin = suite.server.url;
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const email = uniqueEmail('selfhost');
    const signUp = await send(origin, apiUrls.auth['sign-up'].email.$path(), { body: { email, password: GOOD_PASSWORD }, headers: { Origin: origin } });
    expect(signUp.status, signUp.text).toBe(200);
    const cookie = cookiesFrom(signUp);
    const signIn = await send(origin, apiUrls.auth['sign-in'].email.$path(), { body: { email, password: GOOD_PASSWORD }, headers: { Origin: origin }, cookie });
    expect(signIn.status, signIn.text).toBe(200);
    const session = cookiesFrom(signIn, cookie);
    // The checkout comes back to this address, where the session cookie is (issue 26).
    const checkout = await send(origin, apiUrls.billing.checkout.$path(), { body: { language: 'en' }, headers: { Origin: origin }, cookie: session });
    expect(checkout.json).toEqual({ url: `${origin}/billing/local/checkout?lang=en` });
    expect((await send(origin, apiUrls['client-errors'].$path(), { body: { message: 'Application started', timestamp: 'now', context: {} }, headers: { Origin: origin } })).status).toBe(204);
    expect((await send(origin, apiUrls.auth['sign-out'].$path(), { body: {}, headers: { Origin: origin }, cookie: session })).status).toBe(200);
    expect((await send(origin, apiUrls.me.$path(), { cookie: session })).status).toBe(401);
  });

  it('still refuses another site', async () => {
    const answer = await send(suite.server.url, apiUrls.auth['sign-up'].email.$path(), { body: { email: uniqueEmail('evil'), password: GOOD_PASSWORD }, headers: { Origin: 'http://evil.example' } });
    expect(answer.status).toBe(403);
  });
});

describe('production with another PUBLIC_URL', () => {
  let suite: SuiteServer;
  beforeAll(async () => {
    suite = await startSuiteServer('sqlite', { env: { PUBLIC_URL: 'https://sermons.example.org', TEST: '' } });
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('tells the page where the app is configured, in its language, and logs the refused origin and PUBLIC_URL', async () => {
    const origin = suite.server.url;
    const en = await send(origin, apiUrls.auth['sign-up'].email.$path(), { body: { email: uniqueEmail('wrong'), password: GOOD_PASSWORD }, headers: { Origin: origin } });
    expect(en.status).toBe(403);
    expect(en.json).toEqual({ error: 'This app is configured for https://sermons.example.org; open it there.', code: 'WRONG_ADDRESS', publicUrl: 'https://sermons.example.org' });
    const es = await send(origin, apiUrls.auth['sign-in'].email.$path(), { body: { email: uniqueEmail('wrong'), password: GOOD_PASSWORD }, headers: { Origin: origin, 'Accept-Language': 'es' } });
    expect(es.json).toMatchObject({ error: 'Esta aplicación está configurada para https://sermons.example.org; ábrala allí.' });
    const line = suite.server.logs().find((entry) => entry.origin === origin && entry.publicUrl === 'https://sermons.example.org');
    expect(line).toBeDefined();
  });
});

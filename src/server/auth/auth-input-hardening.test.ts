// Regressions found by the security fuzz (tests/security/fuzz.test.ts) on PostgreSQL: inputs that
// reached the database and came back as a 500 instead of a 4xx.
import { expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '#tests/support/test-app.ts';
import { apiOf, apiUrls } from '#tests/support/api-client.ts';

describeEachDatabase('auth inputs that must not reach the database as a 500', (ctx) => {
  it('refuses a reset token with a NUL or control character as an invalid token', async () => {
    // A NUL is refused before the route (http/refuse-control-characters.ts); other controls by the route.
    for (const token of ['\u0000', 'abc\u0000def']) {
      const response = await ctx().app.request(apiUrls.auth['reset-password'].$url(), jsonRequest({ token, password: 'NewPass1!' }, { 'X-Forwarded-For': uniqueClientIp() }));
      expect(response.status, JSON.stringify(token)).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.stringMatching(/not allowed/) });
    }
    for (const token of ['tab\tbed', 'a b']) {
      const response = await ctx().app.request(apiUrls.auth['reset-password'].$url(), jsonRequest({ token, password: 'NewPass1!' }, { 'X-Forwarded-For': uniqueClientIp() }));
      expect(response.status, JSON.stringify(token)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    }
  });

  it('tells a reset link with a NUL in its token is dead instead of failing', async () => {
    // The query is encoded by the client: the server receives `token=%00` and `token=abc%00def`.
    for (const token of ['\u0000', 'abc\u0000def']) {
      const response = await apiOf(ctx()).account['reset-token'].$get({ query: { token } });
      expect(response.status, token).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.stringMatching(/not allowed/) });
    }
  });

  it('answers concurrent sign-ups of one address with one account and "already registered" for the rest', async () => {
    const email = uniqueEmail('twice');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => ctx().app.request(apiUrls.auth['sign-up'].email.$url(), jsonRequest({ email, password: GOOD_PASSWORD }, { 'X-Forwarded-For': uniqueClientIp() }))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const rows = await ctx().database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('does the same when the sign-ups reach two instances sharing the database', async () => {
    const { app, config, database, mailer } = ctx();
    const logger = createLogger({ ...config, logLevel: 'silent' });
    const second = createApp({ config, database, logger, mailer, client: null, sessionSecret: 'test-session-secret-that-is-long-enough-0123456789' });
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail('two-instances');
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? second : app).request(apiUrls.auth['sign-up'].email.$url(), jsonRequest({ email, password: GOOD_PASSWORD }, { 'X-Forwarded-For': uniqueClientIp() }))),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      const rows = await database.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(rows).toHaveLength(1);
    }
  });
}, { env: { TRUST_PROXY: 'true' } });

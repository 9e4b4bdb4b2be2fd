// Accounts, logs and input (issue 16, findings 1, 2, 9 and 13, against the spawned server on both
// databases): a reset link is dead once a newer one is asked for and after a successful reset;
// strangers guessing a password cannot lock its owner out; the reset-link check is rate-limited;
// no reset token or e-mail address from a browser report reaches the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../src/server/auth/account-limits.ts';
import { LIMITS } from '../../src/server/http/limits.ts';
import { cookiesFrom } from '#tests/support/auth-helpers.ts';
import { signUpMember } from '../support/members.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { waitForResetTokens } from '../support/outbox.ts';
import { isJsonError, send, startSuiteServer, suiteDatabases, type SuiteServer } from '../support/security-http.ts';
import { apiUrls } from '#tests/support/api-client.ts';

/** Fixed windows aligned to the clock: start a burst only with enough of the window left. */
async function withinOneWindow(windowMs: number, neededMs = 5000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(suiteDatabases())('accounts on %s', (databaseKind) => {
  let suite: SuiteServer;
  const url = () => suite.server.url;
  const linkIsLive = async (token: string) => (await send(url(), apiUrls.account['reset-token'].$path({ query: { token } }))).status === 200;

  beforeAll(async () => {
    suite = await startSuiteServer(databaseKind);
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('ends an older reset link when a newer one is asked for, and every link at a successful reset', async () => {
    const member = await signUpMember(url(), suite.database);
    expect((await send(url(), apiUrls.auth['request-password-reset'].$path(), { body: { email: member.email } })).status).toBe(200);
    const [first] = await waitForResetTokens(suite.server.dataDir, member.email, 1);
    expect(await linkIsLive(first!)).toBe(true);
    expect((await send(url(), apiUrls.auth['request-password-reset'].$path(), { body: { email: member.email } })).status).toBe(200);
    const [, second] = await waitForResetTokens(suite.server.dataDir, member.email, 2);
    expect(await linkIsLive(first!)).toBe(false);
    expect((await send(url(), apiUrls.auth['reset-password'].$path(), { body: { token: second, password: 'Nueva&Clave42' } })).status).toBe(200);
    const replay = await send(url(), apiUrls.auth['reset-password'].$path(), { body: { token: first, password: 'Atacante&Clave99' } });
    expect(replay.status).toBe(400);
    expect(isJsonError(replay)).toBe(true);
    expect((await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: member.email, password: 'Nueva&Clave42' } })).status).toBe(200);
  });

  it("lets the owner's browser past the lock strangers caused, and lifts the lock at a successful reset", async () => {
    const owner = await signUpMember(url(), suite.database);
    const device = owner.cookie.split('; ').filter((pair) => pair.includes('known_device')).join('; ');
    expect(device).not.toBe('');
    await withinOneWindow(ACCOUNT_LIMITS.signIn.windowMs);
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signIn.limit; attempt += 1) {
      expect((await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: owner.email, password: `Wrong&Guess${attempt}` } })).status).toBe(401);
    }
    expect((await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: owner.email, password: owner.password } })).status).toBe(429);
    const fromOwnBrowser = await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: owner.email, password: owner.password }, cookie: device });
    expect(fromOwnBrowser.status).toBe(200);
    expect(cookiesFrom(fromOwnBrowser)).toMatch(/session_token=/);

    // From a new browser, the mailed link is the way through.
    expect((await send(url(), apiUrls.auth['request-password-reset'].$path(), { body: { email: owner.email } })).status).toBe(200);
    const [token] = await waitForResetTokens(suite.server.dataDir, owner.email, 1);
    expect((await send(url(), apiUrls.auth['reset-password'].$path(), { body: { token, password: 'Nueva&Clave42' } })).status).toBe(200);
    expect((await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: owner.email, password: 'Nueva&Clave42' } })).status).toBe(200);
  });

  it(`limits reset-link checks to ${LIMITS.resetTokenCheck.limit} a minute per address`, async () => {
    await withinOneWindow(LIMITS.resetTokenCheck.windowMs);
    const ip = '198.51.100.31';
    for (let attempt = 0; attempt < LIMITS.resetTokenCheck.limit; attempt += 1) {
      expect((await send(url(), apiUrls.account['reset-token'].$path({ query: { token: `guess${attempt}abcdefghijklmnop` } }), { ip })).status).toBe(400);
    }
    const limited = await send(url(), apiUrls.account['reset-token'].$path({ query: { token: 'guessabcdefghijklmnop' } }), { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps reset tokens and e-mail addresses of a browser report out of the log', async () => {
    const email = uniqueEmail('logged');
    const report = {
      message: `Application started for ${email}`,
      stack: `at start (${url()}/assets/index.js?token=STACK-TOKEN-1:1:1)`,
      timestamp: new Date().toISOString(),
      context: { userEmail: email, url: `${url()}/en/reset-password?token=LIVE-TOKEN-2#frag`, level: 'info', source: 'app-start' },
    };
    expect((await send(url(), apiUrls['client-errors'].$path(), { body: report })).status).toBe(204);
    const deadline = Date.now() + 5000;
    while (!suite.server.logs().some((line) => line.msg === 'client notice reported') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const log = JSON.stringify(suite.server.logs());
    expect(log).toContain('client notice reported');
    for (const secret of ['STACK-TOKEN-1', 'LIVE-TOKEN-2', email, '#frag']) expect(log).not.toContain(secret);
  });
});

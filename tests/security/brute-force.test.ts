// Brute force: guessing one account's password (from one address or many), signing up, asking for
// reset mails, the contact form and the client error log are all limited, with 429 and Retry-After.
// The limits are the configured ones (auth-routes.ts, create-auth.ts, http/limits.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../src/server/auth/account-limits.ts';
import { AUTH_LIMITS } from '../../src/server/auth/create-auth.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { LIMITS } from '../../src/server/http/limits.ts';
import { GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { nextClientIp, signUpMember } from '../support/members.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { isJsonError, send, startSuiteServer, type Answer, type SuiteServer } from '../support/security-http.ts';
import { apiUrls } from '#tests/support/api-client.ts';

/**
 * Our limiter counts in fixed windows aligned to the clock: a burst that straddles a window's end
 * is counted in two windows and never reaches the limit. Start a burst only with enough of the
 * current window left (waiting at most `neededMs`, a few seconds).
 */
async function withinOneWindow(windowMs: number, neededMs = 5000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

function expectLimited(answer: Answer, what: string) {
  expect(answer.status, what).toBe(429);
  expect(isJsonError(answer), what).toBe(true);
  expect(Number(answer.headers.get('retry-after')), `${what}: Retry-After`).toBeGreaterThan(0);
}

describe('brute-force limits', () => {
  let suite: SuiteServer;
  let database: DatabaseHandle;
  const url = () => suite.server.url;

  beforeAll(async () => {
    suite = await startSuiteServer('sqlite');
    database = suite.database;
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it(`stops password guesses on one account from rotating addresses after ${ACCOUNT_LIMITS.signIn.limit}, even the right password`, async () => {
    const member = await signUpMember(url(), database);
    await withinOneWindow(ACCOUNT_LIMITS.signIn.windowMs);
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signIn.limit; attempt += 1) {
      expect((await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: member.email, password: `Wrong&Guess${attempt}` } })).status).toBe(401);
    }
    expectLimited(await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: member.email, password: 'Wrong&Guess' } }), 'wrong guess past the limit');
    expectLimited(await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: member.email, password: member.password } }), 'right password past the limit');
    // Another account is not locked by it.
    const other = await signUpMember(url(), database);
    expect((await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email: other.email, password: other.password } })).status).toBe(200);
  });

  it(`stops sign-in attempts from one address after ${AUTH_LIMITS.perAddress['/sign-in/email'].max} a minute, across accounts`, async () => {
    const ip = nextClientIp();
    const statuses: number[] = [];
    let last: Answer | null = null;
    for (let attempt = 0; attempt <= AUTH_LIMITS.perAddress['/sign-in/email'].max; attempt += 1) {
      last = await send(url(), apiUrls.auth['sign-in'].email.$path(), { ip, body: { email: uniqueEmail('spray'), password: 'Wrong&Guess1' } });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expectLimited(last!, 'sign-in from one address');
  });

  it(`limits sign-ups from one address to ${AUTH_LIMITS.perAddress['/sign-up/email'].max} a minute`, async () => {
    const ip = nextClientIp();
    const limit = AUTH_LIMITS.perAddress['/sign-up/email'].max;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await send(url(), apiUrls.auth['sign-up'].email.$path(), { ip, body: { email: uniqueEmail('bulk'), password: GOOD_PASSWORD } })).status).toBe(200);
    }
    expectLimited(await send(url(), apiUrls.auth['sign-up'].email.$path(), { ip, body: { email: uniqueEmail('bulk'), password: GOOD_PASSWORD } }), 'sign-up');
  });

  it('limits reset requests: per address with 429, per account by sending no more mail', async () => {
    const ip = nextClientIp();
    const limit = AUTH_LIMITS.perAddress['/request-password-reset'].max;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await send(url(), apiUrls.auth['request-password-reset'].$path(), { ip, body: { email: uniqueEmail('nobody') } })).status).toBe(200);
    }
    expectLimited(await send(url(), apiUrls.auth['request-password-reset'].$path(), { ip, body: { email: uniqueEmail('nobody') } }), 'reset request');

    // One victim's inbox from many addresses: the answer never changes (it reveals nothing), the mails stop.
    const victim = await signUpMember(url(), database);
    const outbox = path.join(suite.server.dataDir, 'outbox');
    await withinOneWindow(ACCOUNT_LIMITS.resetRequest.windowMs);
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.resetRequest.limit + 3; attempt += 1) {
      expect((await send(url(), apiUrls.auth['request-password-reset'].$path(), { body: { email: victim.email } })).status).toBe(200);
    }
    const mailsTo = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => fs.readFileSync(path.join(outbox, file), 'utf8').includes(victim.email)).length : 0);
    const deadline = Date.now() + 5_000;
    while (mailsTo() < ACCOUNT_LIMITS.resetRequest.limit && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailsTo()).toBe(ACCOUNT_LIMITS.resetRequest.limit);
  });

  it(`limits reset-password attempts from one address to ${AUTH_LIMITS.perAddress['/reset-password'].max}`, async () => {
    const ip = nextClientIp();
    let last: Answer | null = null;
    for (let attempt = 0; attempt <= AUTH_LIMITS.perAddress['/reset-password'].max; attempt += 1) {
      last = await send(url(), apiUrls.auth['reset-password'].$path(), { ip, body: { token: `guess${attempt}abcdefghijklmnop`, password: 'Nueva&Clave42' } });
      if (attempt < AUTH_LIMITS.perAddress['/reset-password'].max) expect(last.status).toBe(400);
    }
    expectLimited(last!, 'reset-password');
  });

  it(`limits the contact form to ${LIMITS.contact.limit} per address`, async () => {
    await withinOneWindow(LIMITS.contact.windowMs);
    const ip = nextClientIp();
    const message = { name: 'Ana', email: 'ana@example.org', message: 'Hello, a real question here.' };
    for (let attempt = 0; attempt < LIMITS.contact.limit; attempt += 1) {
      expect((await send(url(), apiUrls.contact.$path(), { ip, body: message })).status).toBe(201);
    }
    expectLimited(await send(url(), apiUrls.contact.$path(), { ip, body: message }), 'contact');
    expect((await send(url(), apiUrls.contact.$path(), { body: message })).status).toBe(201);
  });

  it(`limits client error reports to ${LIMITS.clientErrors.limit} a minute per address`, async () => {
    await withinOneWindow(LIMITS.clientErrors.windowMs);
    const ip = nextClientIp();
    const report = { message: 'TypeError: x is undefined', timestamp: new Date().toISOString(), context: { page: '/en' } };
    for (let attempt = 0; attempt < LIMITS.clientErrors.limit; attempt += 1) {
      expect((await send(url(), apiUrls['client-errors'].$path(), { ip, body: report })).status).toBe(204);
    }
    expectLimited(await send(url(), apiUrls['client-errors'].$path(), { ip, body: report }), 'client errors');
  });
});

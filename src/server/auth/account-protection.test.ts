// Findings 2, 9 and 12 of the outside security test (issue 16), on both databases:
// - only the newest reset link of an account works, and none after a successful reset;
// - strangers guessing an account's password cannot lock its owner out;
// - a reset request is answered before the account is looked up, so it takes the same path
//   whether the address has an account or not.
import { type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { cookiesFrom, GOOD_PASSWORD, signUp } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { createRecordingMailer, describeEachDatabase, jsonRequest, uniqueClientIp, type TestContext } from '#tests/support/test-app.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import { apiOf, apiUrls, browser } from '#tests/support/api-client.ts';

function resetHelpers(ctx: () => TestContext) {
  const requestReset = (email: string) => ctx().app.request(apiUrls.auth['request-password-reset'].$url(), jsonRequest({ email }, { 'X-Forwarded-For': uniqueClientIp() }));
  const resetWith = (token: string, password: string) => ctx().app.request(apiUrls.auth['reset-password'].$url(), jsonRequest({ token, password }, { 'X-Forwarded-For': uniqueClientIp() }));
  const linkIsLive = async (token: string) => (await apiOf(ctx()).account['reset-token'].$get({ query: { token } }, { headers: { 'X-Forwarded-For': uniqueClientIp() } })).status === 200;
  /** The token of the `nth` mail (1-based) sent to the address. */
  const nthToken = async (email: string, nth: number) =>
    vi.waitFor(() => {
      const mails = ctx().mailer.sent.filter((m) => m.to === email);
      if (mails.length < nth) throw new Error(`only ${mails.length} mails yet`);
      return new URL(/https?:\/\/\S+/.exec(mails[nth - 1]!.text)![0]).searchParams.get('token')!;
    });
  return { requestReset, resetWith, linkIsLive, nthToken };
}

describeEachDatabase('reset links (finding 2)', (ctx) => {
  const { requestReset, resetWith, linkIsLive, nthToken } = resetHelpers(ctx);

  it('a new request ends the earlier link, and a successful reset ends every link', async () => {
    const { email } = await signUp(ctx());
    await requestReset(email);
    const first = await nthToken(email, 1);
    expect(await linkIsLive(first)).toBe(true);
    await requestReset(email);
    const second = await nthToken(email, 2);
    await vi.waitFor(async () => expect(await linkIsLive(first)).toBe(false));
    expect(await linkIsLive(second)).toBe(true);

    expect((await resetWith(second, 'Nueva&Clave42')).status).toBe(200);
    const replay = await resetWith(first, 'Atacante&99');
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const signIn = await ctx().app.request(apiUrls.auth['sign-in'].email.$url(), jsonRequest({ email, password: 'Nueva&Clave42' }, { 'X-Forwarded-For': uniqueClientIp() }));
    expect(signIn.status).toBe(200);
  });

  it('a successful reset ends a link asked for in between by another request path too', async () => {
    const { email } = await signUp(ctx());
    await requestReset(email);
    const token = await nthToken(email, 1);
    // An earlier link planted as if two requests had raced: both rows exist until the reset.
    const row = await ctx().database.db.selectFrom('verifications' as never).selectAll().executeTakeFirstOrThrow();
    await ctx().database.db.insertInto('verifications' as never).values({ ...(row as object), id: crypto.randomUUID(), identifier: 'planted-link' } as never).execute();
    expect((await resetWith(token, 'Nueva&Clave42')).status).toBe(200);
    const left = await ctx().database.db.selectFrom('verifications' as never).select('identifier' as never).where('identifier' as never, '=', 'planted-link' as never).execute();
    expect(left).toEqual([]);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('the per-account sign-in limit and its owner (finding 9)', (ctx) => {
  const { requestReset, resetWith, nthToken } = resetHelpers(ctx);
  // The limits count in fixed windows (15 minutes for sign-ins, an hour for reset mails): the
  // clock stands still, so a test's guesses never straddle a window's end (one that did had its
  // eleventh guess counted in a fresh window, and answered 401 where the lock says 429).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const signIn = (email: string, password: string, cookie = '') =>
    ctx().app.request(apiUrls.auth['sign-in'].email.$url(), jsonRequest({ email, password }, { 'X-Forwarded-For': uniqueClientIp(), ...(cookie ? { Cookie: cookie } : {}) }));
  const lockOut = async (email: string) => {
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signIn.limit; attempt += 1) expect((await signIn(email, `Wrong&Guess${attempt}`)).status).toBe(401);
    expect((await signIn(email, 'Wrong&Guess')).status).toBe(429);
  };

  it("lets the owner's own browser in while strangers are locked out", async () => {
    const { email, response } = await signUp(ctx());
    // The browser the owner signed up (or in) with keeps only its device mark, not a session.
    const device = cookiesFrom(response).split('; ').filter((pair) => pair.includes('known_device')).join('; ');
    expect(device).toMatch(/known_device=/);
    await lockOut(email);
    // A browser that never signed in to the account: still locked, even with the right password.
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(429);
    // The owner's browser, from a new address: in.
    expect((await signIn(email, GOOD_PASSWORD, device)).status).toBe(200);
    // Its mark is for this account only.
    const other = await signUp(ctx(), uniqueEmail('other'));
    await lockOut(other.email);
    expect((await signIn(other.email, GOOD_PASSWORD, device)).status).toBe(429);
  });

  it('refuses a forged device mark', async () => {
    const { email } = await signUp(ctx());
    await lockOut(email);
    expect((await signIn(email, GOOD_PASSWORD, `sermon-studio.known_device=${'A'.repeat(22)}`)).status).toBe(429);
  });

  const deviceOf = (response: Response) => cookiesFrom(response).split('; ').filter((pair) => pair.includes('known_device')).join('; ');
  const signOuts = {
    // better-auth's sign-out takes an empty JSON body, which its untyped route gives the client no way to send.
    'auth/sign-out': (cookie: string) => ctx().app.request(apiUrls.auth['sign-out'].$url(), jsonRequest({}, { Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() })),
    'session/sign-out': (cookie: string) => apiOf(ctx()).session['sign-out'].$post({ json: { scope: 'local' } }, browser(cookie, { 'X-Forwarded-For': uniqueClientIp() })),
  };

  it('gives each browser its own mark, and spends a mark when it is used (a copied cookie lets one sign-in through, not a year of them)', async () => {
    const { email, response } = await signUp(ctx());
    const first = deviceOf(response);
    const other = deviceOf(await signIn(email, GOOD_PASSWORD));
    expect(other).toMatch(/known_device=/);
    expect(other).not.toBe(first);
    // That sign-in counted towards the limit: guess until strangers are refused.
    for (let attempt = 0; (await signIn(email, `Wrong&Guess${attempt}`)).status !== 429; attempt += 1) expect(attempt).toBeLessThanOrEqual(ACCOUNT_LIMITS.signIn.limit);
    const used = await signIn(email, GOOD_PASSWORD, first);
    expect(used.status).toBe(200);
    // The browser got a new mark; the copy of the old one no longer passes the lock.
    const renewed = deviceOf(used);
    expect(renewed).not.toBe(first);
    expect((await signIn(email, GOOD_PASSWORD, first)).status).toBe(429);
    expect((await signIn(email, GOOD_PASSWORD, renewed)).status).toBe(200);
    expect((await signIn(email, GOOD_PASSWORD, other)).status).toBe(200);
  });

  it("ends this browser's mark at sign-out, by either sign-out route", async () => {
    for (const [path, signOut] of Object.entries(signOuts)) {
      const { email, response } = await signUp(ctx());
      const device = deviceOf(response);
      expect((await signOut(cookiesFrom(response))).status).toBe(200);
      await lockOut(email);
      expect((await signIn(email, GOOD_PASSWORD, device)).status, path).toBe(429);
    }
  });

  it("ends every browser's mark at a password reset", async () => {
    const { email, response } = await signUp(ctx());
    const device = deviceOf(response);
    await requestReset(email);
    expect((await resetWith(await nthToken(email, 1), 'Nueva&Clave42')).status).toBe(200);
    await lockOut(email);
    expect((await signIn(email, 'Nueva&Clave42', device)).status).toBe(429);
  });

  it("ends every other browser's mark when the password is changed, and gives this browser a fresh one", async () => {
    const { email, response } = await signUp(ctx());
    const elsewhere = deviceOf(response);
    const here = await signIn(email, GOOD_PASSWORD);
    const changed = await ctx().app.request(apiUrls.auth['change-password'].$url(), jsonRequest({ currentPassword: GOOD_PASSWORD, newPassword: 'Nueva&Clave42' }, { Cookie: cookiesFrom(here), 'X-Forwarded-For': uniqueClientIp() }));
    expect(changed.status).toBe(200);
    const fresh = deviceOf(changed);
    expect(fresh).toMatch(/known_device=/);
    for (let attempt = 0; (await signIn(email, `Wrong&Guess${attempt}`)).status !== 429; attempt += 1) expect(attempt).toBeLessThanOrEqual(ACCOUNT_LIMITS.signIn.limit);
    expect((await signIn(email, 'Nueva&Clave42', elsewhere)).status).toBe(429);
    expect((await signIn(email, 'Nueva&Clave42', fresh)).status).toBe(200);
  });

  it("still mails the owner's own browser a link after strangers used up the account's reset mails", async () => {
    const { email, response } = await signUp(ctx());
    const device = deviceOf(response);
    const ask = (cookie = '') => ctx().app.request(apiUrls.auth['request-password-reset'].$url(), jsonRequest({ email }, { 'X-Forwarded-For': uniqueClientIp(), ...(cookie ? { Cookie: cookie } : {}) }));
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.resetRequest.limit; attempt += 1) expect((await ask()).status).toBe(200);
    await nthToken(email, ACCOUNT_LIMITS.resetRequest.limit);
    // One more from a stranger: the same answer, and no mail.
    expect((await ask()).status).toBe(200);
    expect((await ask(device)).status).toBe(200);
    const link = await nthToken(email, ACCOUNT_LIMITS.resetRequest.limit + 1);
    expect((await resetWith(link, 'Nueva&Clave42')).status).toBe(200);
    expect(ctx().mailer.sent.filter((mail) => mail.to === email)).toHaveLength(ACCOUNT_LIMITS.resetRequest.limit + 1);
  });

  it('lifts the lock when the owner resets the password through the mailed link', async () => {
    const { email } = await signUp(ctx());
    await lockOut(email);
    await requestReset(email);
    expect((await resetWith(await nthToken(email, 1), 'Nueva&Clave42')).status).toBe(200);
    expect((await signIn(email, 'Nueva&Clave42')).status).toBe(200);
  });
}, { env: { TRUST_PROXY: 'true' } });

/** Holds every query that reads the users table until `release()`: the account lookup, made slow at will. */
function holdUserLookups() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = new Set<unknown>();
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      if (JSON.stringify(args.node).includes('"name":"users"')) held.add(args.queryId);
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (held.has(args.queryId)) await gate;
      return args.result;
    },
  };
  return { plugin, release: () => release() };
}

describeEachDatabase('reset requests for known and unknown addresses (finding 12)', (ctx) => {
  it('answers both before the account is looked up, and mails only the known one afterwards', async () => {
    const { email } = await signUp(ctx());
    const { plugin, release } = holdUserLookups();
    const mailer = createRecordingMailer();
    const base = ctx();
    const app = createApp({
      config: base.config,
      database: { ...base.database, db: base.database.db.withPlugin(plugin) },
      logger: createLogger({ logLevel: 'silent' }),
      mailer,
      client: null,
      sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    });
    const ask = (address: string) => app.request(apiUrls.auth['request-password-reset'].$url(), jsonRequest({ email: address }, { 'X-Forwarded-For': uniqueClientIp() }));
    const timeout = (ms: number) => new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), ms));
    try {
      for (const address of [email, uniqueEmail('ghost')]) {
        // With the lookup held, the answer can only come if it does not wait for it.
        const answer = await Promise.race([ask(address), timeout(3000)]);
        expect(answer, address).not.toBe('held');
        const response = answer as Response;
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: true });
      }
      expect(mailer.sent).toEqual([]);
    } finally {
      release();
    }
    await vi.waitFor(() => expect(mailer.sent.map((m) => m.to)).toEqual([email]));
  });
}, { env: { TRUST_PROXY: 'true' } });

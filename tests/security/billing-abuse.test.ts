// Billing abuse: the local provider's page tokens are single-use, of one kind, bound to the
// session that loaded the page, and give no free resume; its pages are never cached and carry no
// token in their address; cancelling is idempotent and throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider, localBillingKey, type LocalEventData } from '../../src/server/billing/providers/local-provider.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { LIMITS } from '../../src/server/http/limits.ts';
import { signUpMember, type Member } from '../support/members.ts';
import { TEST_SESSION_SECRET } from '../support/server-process.ts';
import { jsonOf, send, startSuiteServer, suiteDatabases, type Answer, type SuiteServer } from '../support/security-http.ts';
import { apiUrls } from '#tests/support/api-client.ts';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';

const tokenIn = (answer: Answer) => /name="token" value="([^"]*)"/.exec(answer.text)?.[1] ?? '';

describe.each(suiteDatabases())('local billing pages and cancel on %s', (databaseKind) => {
  let suite: SuiteServer;
  let database: DatabaseHandle;
  const url = () => suite.server.url;
  const provider = createLocalProvider({ key: localBillingKey(TEST_SESSION_SECRET) });
  const open = (page: 'checkout' | 'portal', cookie: string) => send(url(), `/billing/local/${page}?lang=en`, { cookie });
  const submit = (page: 'checkout' | 'portal', token: string, cookie: string, action?: string) =>
    send(url(), `/billing/local/${page}`, {
      method: 'POST',
      cookie,
      // A cancel is sent as the confirmation form sends it (decision 0024: an unconfirmed one is asked first).
      body: `token=${encodeURIComponent(token)}${action ? `&action=${action}` : ''}${action === 'cancel' ? '&confirm=yes' : ''}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url(), 'Sec-Fetch-Site': 'same-origin' },
    });
  const state = async (member: Member) => {
    const user = await database.db.selectFrom('users').select('is_subscribed').where('id', '=', member.userId).executeTakeFirstOrThrow();
    const row = await database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', member.userId).executeTakeFirst();
    return { subscribed: Boolean(user.is_subscribed), status: row?.status ?? null, periodEnd: row?.current_period_end ? new Date(row.current_period_end).toISOString() : null };
  };
  const deliver = async (member: Member, data: Partial<LocalEventData>) => {
    const { rawBody, headers } = provider.signedEvent('subscription.updated', {
      user_id: member.userId,
      customer_id: `cus_local_${member.userId}`,
      subscription_id: `sub_local_${member.userId}`,
      status: 'active',
      trial_end: null,
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      cancel_at_period_end: false,
      ...data,
    });
    expect((await send(url(), apiUrls.billing.webhooks[':provider'].$path({ param: { provider: 'local' } }), { body: rawBody, headers: Object.fromEntries(headers.entries()) })).status).toBe(200);
  };

  beforeAll(async () => {
    suite = await startSuiteServer(databaseKind);
    database = suite.database;
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('gives page addresses without a token, and pages that are never cached', async () => {
    const member = await signUpMember(url(), database, { subscribed: false });
    for (const path of [apiUrls.billing.checkout.$path(), apiUrls.billing.portal.$path()]) {
      const answer = await send(url(), path, { body: { language: 'en' }, cookie: member.cookie });
      const address = new URL(jsonOf(answer, billingUrlResponseSchema).url);
      expect([...address.searchParams.keys()]).toEqual(['lang']);
    }
    for (const page of ['checkout', 'portal'] as const) {
      const answer = await open(page, member.cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('spends a checkout token once: re-sent after cancelling, it does not subscribe again with a new trial', async () => {
    const member = await signUpMember(url(), database, { subscribed: false });
    const token = tokenIn(await open('checkout', member.cookie));
    expect((await submit('checkout', token, member.cookie)).status).toBe(303);
    expect(await state(member)).toMatchObject({ subscribed: true, status: 'trialing' });
    expect((await send(url(), apiUrls.billing.cancel.$path(), { body: { user_id: member.userId }, cookie: member.cookie })).status).toBe(200);
    const replay = await submit('checkout', token, member.cookie);
    expect(replay.status).toBe(400);
    expect(await state(member)).toMatchObject({ subscribed: false, status: 'canceled' });
  });

  it('refuses a portal token at the checkout, and a checkout token at the portal', async () => {
    const member = await signUpMember(url(), database, { subscribed: false });
    await deliver(member, { status: 'canceled', current_period_end: new Date(Date.now() + 5 * 86_400_000).toISOString() });
    const portalToken = tokenIn(await open('portal', member.cookie));
    expect(portalToken).not.toBe('');
    expect((await submit('checkout', portalToken, member.cookie)).status).toBe(400);
    const checkoutToken = tokenIn(await open('checkout', member.cookie));
    expect((await submit('portal', checkoutToken, member.cookie, 'resume')).status).toBe(400);
    expect(await state(member)).toMatchObject({ subscribed: false, status: 'canceled' });
  });

  it('stops a portal token (and the page) working after sign-out', async () => {
    const member = await signUpMember(url(), database, { subscribed: false });
    await deliver(member, { status: 'active' });
    const token = tokenIn(await open('portal', member.cookie));
    const signOut = await send(url(), apiUrls.session['sign-out'].$path(), { body: { scope: 'local' }, cookie: member.cookie, headers: { Origin: url() } });
    expect(signOut.status).toBe(200);
    expect((await submit('portal', token, member.cookie, 'cancel')).status).toBe(400);
    expect((await open('portal', member.cookie)).status).toBe(401);
    expect(await state(member)).toMatchObject({ subscribed: true, status: 'active' });
  });

  it('gives no free resume after the trial ended', async () => {
    const member = await signUpMember(url(), database, { subscribed: false });
    const ended = new Date(Date.now() - 86_400_000).toISOString();
    await deliver(member, { status: 'canceled', trial_end: ended, current_period_end: ended });
    const page = await open('portal', member.cookie);
    expect(page.text).not.toContain('Resume subscription');
    expect(tokenIn(page)).toBe('');
    expect(await state(member)).toEqual({ subscribed: false, status: 'canceled', periodEnd: ended });
  });

  it('writes one audit row however often cancel is called, and throttles the calls', async () => {
    const member = await signUpMember(url(), database, { subscribed: false });
    await deliver(member, { status: 'active' });
    const answers = await Promise.all([0, 1, 2].map(() => send(url(), apiUrls.billing.cancel.$path(), { body: { user_id: member.userId }, cookie: member.cookie })));
    expect(answers.map((a) => [a.status, a.json])).toEqual(Array.from({ length: 3 }, () => [200, { success: true }]));
    for (let i = 3; i < LIMITS.billingCancel.limit; i++) expect((await send(url(), apiUrls.billing.cancel.$path(), { body: { user_id: member.userId }, cookie: member.cookie })).status).toBe(200);
    const limited = await send(url(), apiUrls.billing.cancel.$path(), { body: { user_id: member.userId }, cookie: member.cookie });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const audit = await database.db.selectFrom('subscription_audit').selectAll().where('user_id', '=', member.userId).execute();
    expect(audit.map((row) => [row.action, Boolean(row.old_status), Boolean(row.new_status)])).toEqual([['unsubscribe', true, false]]);
  });
});

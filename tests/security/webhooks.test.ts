// Billing webhooks: a bad signature, a stale timestamp or a replayed event changes nothing (the
// member's flag, billing_events, subscription_audit) and unsigned tries get a 4xx JSON answer.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider, localBillingKey, LOCAL_SIGNATURE_HEADER, type LocalEventData } from '../../src/server/billing/providers/local-provider.ts';
import { lemonSignature } from '../../src/server/billing/providers/lemonsqueezy-provider.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { signUpMember, type Member } from '../support/members.ts';
import { TEST_SESSION_SECRET } from '../support/server-process.ts';
import { isJsonError, jsonOf, send, startSuiteServer, suiteDatabases, type SuiteServer } from '../support/security-http.ts';
import { webhookRoute } from '#server/billing/billing-contract.ts';
import { apiUrls } from '#tests/support/api-client.ts';

async function billingState(database: DatabaseHandle, userId: string) {
  const user = await database.db.selectFrom('users').select('is_subscribed').where('id', '=', userId).executeTakeFirstOrThrow();
  const count = async (table: 'billing_events' | 'subscription_audit' | 'subscriptions') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { subscribed: Boolean(user.is_subscribed), events: await count('billing_events'), audit: await count('subscription_audit'), subscriptions: await count('subscriptions') };
}

function headersObject(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries());
}

describe.each(suiteDatabases())('local provider webhooks on %s', (databaseKind) => {
  let suite: SuiteServer;
  let database: DatabaseHandle;
  let member: Member;
  const provider = createLocalProvider({ key: localBillingKey(TEST_SESSION_SECRET) });
  const url = () => suite.server.url;
  const data = (status: LocalEventData['status']): LocalEventData => ({
    user_id: member.userId,
    customer_id: `cus_local_${member.userId}`,
    subscription_id: 'sub_local_suite',
    status,
    trial_end: null,
    current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    cancel_at_period_end: false,
  });
  const deliver = (rawBody: string, headers: Record<string, string>) => send(url(), apiUrls.billing.webhooks[':provider'].$path({ param: { provider: 'local' } }), { body: rawBody, headers: { 'Content-Type': 'application/json', ...headers } });

  beforeAll(async () => {
    suite = await startSuiteServer(databaseKind);
    database = suite.database;
    member = await signUpMember(url(), database, { subscribed: false });
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('refuses forged, unsigned, stale and future-dated deliveries with 4xx JSON and changes nothing', async () => {
    const before = await billingState(database, member.userId);
    const good = provider.signedEvent('subscription.created', data('active'));
    const signature = good.headers.get(LOCAL_SIGNATURE_HEADER)!;
    const timestamp = /t=(\d+)/.exec(signature)![1]!;
    const forgedKey = crypto.createHmac('sha256', 'not-the-key').update(`${timestamp}.${good.rawBody}`).digest('hex');
    const stale = provider.signedEvent('subscription.created', data('active'), new Date(Date.now() - 10 * 60_000));
    const future = provider.signedEvent('subscription.created', data('active'), new Date(Date.now() + 10 * 60_000));
    const nearFuture = provider.signedEvent('subscription.created', data('active'), new Date(Date.now() + 200_000));
    const tampered = good.rawBody.replace('"active"', '"trialing"');
    const attempts: Array<[string, string, Record<string, string>]> = [
      ['no signature', good.rawBody, {}],
      ['empty signature', good.rawBody, { [LOCAL_SIGNATURE_HEADER]: '' }],
      ['garbage signature', good.rawBody, { [LOCAL_SIGNATURE_HEADER]: 't=abc,v1=zz' }],
      ['wrong key', good.rawBody, { [LOCAL_SIGNATURE_HEADER]: `t=${timestamp},v1=${forgedKey}` }],
      ['tampered body', tampered, { [LOCAL_SIGNATURE_HEADER]: signature }],
      ['stale timestamp', stale.rawBody, headersObject(stale.headers)],
      ['future timestamp', future.rawBody, headersObject(future.headers)],
      ['timestamp 200 s ahead', nearFuture.rawBody, headersObject(nearFuture.headers)],
      ['signature of another timestamp', good.rawBody, { [LOCAL_SIGNATURE_HEADER]: signature.replace(`t=${timestamp}`, `t=${Number(timestamp) + 1}`) }],
    ];
    for (const [name, body, headers] of attempts) {
      const answer = await deliver(body, headers);
      expect({ name, status: answer.status, json: isJsonError(answer) }).toEqual({ name, status: 400, json: true });
    }
    expect(await billingState(database, member.userId)).toEqual(before);
  });

  it('applies a replayed event only once: a later change is not undone by the replay', async () => {
    const created = provider.signedEvent('subscription.created', data('active'));
    expect((await deliver(created.rawBody, headersObject(created.headers))).status).toBe(200);
    expect((await billingState(database, member.userId)).subscribed).toBe(true);
    const canceled = provider.signedEvent('subscription.updated', data('canceled'));
    expect((await deliver(canceled.rawBody, headersObject(canceled.headers))).status).toBe(200);
    const afterCancel = await billingState(database, member.userId);
    expect(afterCancel.subscribed).toBe(false);

    // The same signed bytes again (still within the signature's tolerance): acknowledged, not applied.
    const replay = await deliver(created.rawBody, headersObject(created.headers));
    expect(replay.status).toBeLessThan(500);
    expect(await billingState(database, member.userId)).toEqual(afterCancel);
  });
});

describe('Stripe webhooks (fake secrets)', () => {
  const webhookSecret = 'whsec_suite_secret';
  let suite: SuiteServer;
  let database: DatabaseHandle;
  let member: Member;
  const stripe = new Stripe('sk_test_suite');

  beforeAll(async () => {
    suite = await startSuiteServer('sqlite', { env: { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_suite', STRIPE_PRICE_ID: 'price_suite', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: 'http://127.0.0.1:9' } });
    database = suite.database;
    member = await signUpMember(suite.server.url, database, { subscribed: false });
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('refuses a bad signature, a stale and a future timestamp, changing nothing', async () => {
    const before = await billingState(database, member.userId);
    const payload = JSON.stringify({
      id: 'evt_suite_1',
      object: 'event',
      type: 'customer.subscription.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_suite', object: 'subscription', customer: 'cus_suite', status: 'active', metadata: { user_id: member.userId }, cancel_at_period_end: false, items: { data: [] } } },
    });
    const attempts: Array<[string, string]> = [
      ['no signature', ''],
      ['wrong secret', stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })],
      ['stale timestamp', stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 })],
      // Inside the SDK's 300-second tolerance, but dated ahead of the server's clock.
      ['future timestamp', stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) + 400 })],
      ['garbage', 't=1,v1=00'],
    ];
    for (const [name, signature] of attempts) {
      const answer = await send(suite.server.url, apiUrls.billing.webhooks[':provider'].$path({ param: { provider: 'stripe' } }), { body: payload, headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) } });
      expect({ name, status: answer.status, json: isJsonError(answer) }).toEqual({ name, status: 400, json: true });
    }
    // A delivery for another provider's path is not accepted either.
    expect((await send(suite.server.url, apiUrls.billing.webhooks[':provider'].$path({ param: { provider: 'local' } }), { body: payload, headers: { 'Content-Type': 'application/json' } })).status).toBe(404);
    expect(await billingState(database, member.userId)).toEqual(before);
  });
});

describe('Lemon Squeezy webhooks (fake secrets)', () => {
  const webhookSecret = 'lemon-suite-secret';
  let suite: SuiteServer;
  let database: DatabaseHandle;
  let member: Member;

  beforeAll(async () => {
    suite = await startSuiteServer('sqlite', {
      env: { BILLING_PROVIDER: 'lemonsqueezy', LEMONSQUEEZY_STORE_ID: '1', LEMONSQUEEZY_VARIANT_ID: '2', LEMONSQUEEZY_API_KEY: 'lemon-api-key-suite', LEMONSQUEEZY_WEBHOOK_SECRET: webhookSecret, LEMONSQUEEZY_API_URL: 'http://127.0.0.1:9' },
    });
    database = suite.database;
    member = await signUpMember(suite.server.url, database, { subscribed: false });
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('refuses a bad signature, changing nothing', async () => {
    const before = await billingState(database, member.userId);
    const body = JSON.stringify({ meta: { event_name: 'subscription_created', custom_data: { user_id: member.userId } }, data: { id: '4242', type: 'subscriptions', attributes: { customer_id: 99, status: 'active', updated_at: new Date().toISOString() } } });
    const attempts: Array<[string, Record<string, string>]> = [
      ['no signature', {}],
      ['wrong secret', { 'X-Signature': lemonSignature(body, 'other-secret') }],
      ['signature of another body', { 'X-Signature': lemonSignature(`${body} `, webhookSecret) }],
      ['not hex', { 'X-Signature': 'zz' }],
    ];
    for (const [name, headers] of attempts) {
      const answer = await send(suite.server.url, apiUrls.billing.webhooks[':provider'].$path({ param: { provider: 'lemonsqueezy' } }), { body, headers: { 'Content-Type': 'application/json', ...headers } });
      expect({ name, status: answer.status, json: isJsonError(answer) }).toEqual({ name, status: 400, json: true });
    }
    expect(await billingState(database, member.userId)).toEqual(before);
  });

  it("keeps a member's live subscription when a signed event for another subscription names them", async () => {
    const event = (id: string, status: string, at: number) =>
      JSON.stringify({ meta: { event_name: 'subscription_updated', custom_data: { user_id: member.userId } }, data: { id, type: 'subscriptions', attributes: { customer_id: Number(id), status, renews_at: new Date(at + 30 * 86_400_000).toISOString(), updated_at: new Date(at).toISOString() } } });
    const deliver = (body: string) => send(suite.server.url, apiUrls.billing.webhooks[':provider'].$path({ param: { provider: 'lemonsqueezy' } }), { body, headers: { 'Content-Type': 'application/json', 'X-Signature': lemonSignature(body, webhookSecret) } });
    const t0 = Date.now();
    expect((await deliver(event('5005', 'active', t0))).status).toBe(200);
    expect((await billingState(database, member.userId)).subscribed).toBe(true);
    // Subscription 6006 (someone else's purchase) carries the member's id and is cancelled.
    for (const [status, at] of [['active', t0 + 1000], ['cancelled', t0 + 2000]] as const) {
      const answer = await deliver(event('6006', status, at));
      expect({ status: answer.status, outcome: jsonOf(answer, webhookRoute.responses[200]).outcome }).toEqual({ status: 200, outcome: 'conflict' });
    }
    expect((await billingState(database, member.userId)).subscribed).toBe(true);
    const row = await database.db.selectFrom('subscriptions').select('subscription_id').where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(row.subscription_id).toBe('5005');
    expect(await database.db.selectFrom('billing_conflicts').select('event_subscription_id').where('user_id', '=', member.userId).execute()).toHaveLength(2);
  });
});

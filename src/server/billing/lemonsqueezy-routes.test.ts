import { afterAll, expect, it } from 'vitest';
import { GOOD_PASSWORD, me, signUp } from '#tests/support/auth-helpers.ts';
import { startFakeProviderServer } from '#tests/support/fake-provider-server.ts';
import { describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import { lemonSignature } from './providers/lemonsqueezy-provider.ts';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import { meResponseSchema } from '#shared/session-schemas.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';
import { webhookRoute } from '#server/billing/billing-contract.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

const WEBHOOK_SECRET = 'lemon-route-secret';
const fake = await startFakeProviderServer(({ method, path }) =>
  method === 'POST' && path === '/v1/checkouts' ? { status: 201, body: { data: { type: 'checkouts', id: 'chk_1', attributes: { url: 'https://sermons.lemonsqueezy.test/checkout/custom/chk_1?signature=abc' } } } } : undefined,
);
afterAll(() => fake.close());

async function member(ctx: TestContext) {
  const { cookie, response } = await signUp(ctx, undefined, GOOD_PASSWORD);
  const { user } = await bodyOf(response, signUpRoute.responses[200]);
  return { cookie, user };
}

let clock = Date.now();
/** A signed Lemon Squeezy subscription event, each later than the one before. */
function lemonEvent(event: string, subscriptionId: string, userId: string, status: string, endsInDays = 30) {
  clock += 1000;
  return JSON.stringify({
    meta: { event_name: event, custom_data: { user_id: userId } },
    data: { id: subscriptionId, type: 'subscriptions', attributes: { customer_id: Number(subscriptionId) + 1, status, renews_at: new Date(clock + endsInDays * 86_400_000).toISOString(), updated_at: new Date(clock).toISOString() } },
  });
}

async function deliver(ctx: TestContext, body: string) {
  const response = await ctx.app.request(apiUrls.billing.webhooks[':provider'].$url({ param: { provider: 'lemonsqueezy' } }), { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': lemonSignature(body, WEBHOOK_SECRET) }, body });
  return await bodyOf(response, webhookRoute.responses[200]);
}

const subscribed = async (ctx: TestContext, cookie: string) => (await bodyOf((await me(ctx, cookie)), meResponseSchema)).is_subscribed;

describeEachDatabase('Lemon Squeezy checkout and webhooks', (ctx) => {
  it('creates the checkout through the API with the session user id, whatever the body says', async () => {
    const { cookie, user } = await member(ctx());
    const response = await ctx().app.request(apiUrls.billing.checkout.$url(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ language: 'es', user_id: 'someone-else', custom: { user_id: 'someone-else' } }),
    });
    expect(response.status).toBe(200);
    const { url } = await bodyOf(response, billingUrlResponseSchema);
    expect(url).toBe('https://sermons.lemonsqueezy.test/checkout/custom/chk_1?signature=abc');
    expect(url).not.toContain(user.id);
    const sent = JSON.parse(fake.requests.filter((r) => r.path === '/v1/checkouts').at(-1)!.body) as { data: { attributes: { checkout_data: { custom: { user_id: string } }; product_options: { redirect_url: string } } } };
    expect(sent.data.attributes.checkout_data.custom).toEqual({ user_id: user.id });
    expect(sent.data.attributes.product_options.redirect_url).toBe('http://localhost:3000/es/subscribe?checkout=success');
  });

  /** Lemon Squeezy's "cancelled": paid until ends_at, sent a minute after now (after any cancel in the app). */
  const cancelledUntil = (subscriptionId: string, userId: string, endsAt: Date) =>
    JSON.stringify({
      meta: { event_name: 'subscription_cancelled', custom_data: { user_id: userId } },
      data: { id: subscriptionId, type: 'subscriptions', attributes: { customer_id: 1, status: 'cancelled', cancelled: true, renews_at: endsAt.toISOString(), ends_at: endsAt.toISOString(), updated_at: new Date(Date.now() + 60_000).toISOString() } },
    });

  it('keeps access until the paid period ends when a subscription is cancelled at Lemon Squeezy, and ends it after', async () => {
    const paid = await member(ctx());
    expect((await deliver(ctx(), lemonEvent('subscription_created', '7007', paid.user.id, 'active'))).outcome).toBe('applied');
    expect((await deliver(ctx(), cancelledUntil('7007', paid.user.id, new Date(Date.now() + 10 * 86_400_000)))).outcome).toBe('applied');
    expect(await subscribed(ctx(), paid.cookie)).toBe(true);
    const row = await ctx().database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', paid.user.id).executeTakeFirstOrThrow();
    expect([row.status, Boolean(row.cancel_at_period_end)]).toEqual(['active', true]);

    const ended = await member(ctx());
    expect((await deliver(ctx(), lemonEvent('subscription_created', '8008', ended.user.id, 'active'))).outcome).toBe('applied');
    expect((await deliver(ctx(), cancelledUntil('8008', ended.user.id, new Date(Date.now() - 86_400_000)))).outcome).toBe('applied');
    expect(await subscribed(ctx(), ended.cookie)).toBe(false);
  });

  it("does not give back access a member ended in the app when Lemon Squeezy reports the same subscription cancelled", async () => {
    const leaving = await member(ctx());
    expect((await deliver(ctx(), lemonEvent('subscription_created', '9009', leaving.user.id, 'active'))).outcome).toBe('applied');
    const cancel = await ctx().app.request(apiUrls.billing.cancel.$url(), { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: leaving.cookie }, body: JSON.stringify({ user_id: leaving.user.id }) });
    expect(cancel.status).toBe(200);
    expect(await subscribed(ctx(), leaving.cookie)).toBe(false);
    expect((await deliver(ctx(), cancelledUntil('9009', leaving.user.id, new Date(Date.now() + 10 * 86_400_000)))).outcome).toBe('stale');
    expect(await subscribed(ctx(), leaving.cookie)).toBe(false);
  });

  it("never lets another subscription's event replace a live one: it is kept for review", async () => {
    const victim = await member(ctx());
    expect((await deliver(ctx(), lemonEvent('subscription_created', '1001', victim.user.id, 'active'))).outcome).toBe('applied');
    expect(await subscribed(ctx(), victim.cookie)).toBe(true);

    // Someone's subscription 2002 arrives carrying the victim's id, then ends.
    expect((await deliver(ctx(), lemonEvent('subscription_created', '2002', victim.user.id, 'active'))).outcome).toBe('conflict');
    expect((await deliver(ctx(), lemonEvent('subscription_expired', '2002', victim.user.id, 'expired'))).outcome).toBe('conflict');
    expect(await subscribed(ctx(), victim.cookie)).toBe(true);
    const row = await ctx().database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', victim.user.id).executeTakeFirstOrThrow();
    expect([row.subscription_id, row.status]).toEqual(['1001', 'active']);
    const review = await ctx().database.db.selectFrom('billing_conflicts').selectAll().where('user_id', '=', victim.user.id).execute();
    expect(review.map((r) => [r.stored_subscription_id, r.event_subscription_id, r.event_type])).toEqual([
      ['1001', '2002', 'subscription_created'],
      ['1001', '2002', 'subscription_expired'],
    ]);
    expect(review.every((r) => r.resolved_at === null)).toBe(true);
  });

  it("never moves a stored subscription to another user, and a returning user's new subscription applies", async () => {
    const owner = await member(ctx());
    const other = await member(ctx());
    await deliver(ctx(), lemonEvent('subscription_created', '3003', owner.user.id, 'active'));
    expect((await deliver(ctx(), lemonEvent('subscription_updated', '3003', other.user.id, 'active'))).outcome).toBe('conflict');
    expect(await subscribed(ctx(), other.cookie)).toBe(false);
    expect(await subscribed(ctx(), owner.cookie)).toBe(true);

    // The owner's subscription ends; a new one later (a returning customer) replaces the ended row.
    await deliver(ctx(), lemonEvent('subscription_expired', '3003', owner.user.id, 'expired', -1));
    expect(await subscribed(ctx(), owner.cookie)).toBe(false);
    expect((await deliver(ctx(), lemonEvent('subscription_created', '4004', owner.user.id, 'active'))).outcome).toBe('applied');
    expect(await subscribed(ctx(), owner.cookie)).toBe(true);
  });
}, {
  env: {
    TRUST_PROXY: 'true',
    BILLING_PROVIDER: 'lemonsqueezy',
    LEMONSQUEEZY_STORE_ID: '11',
    LEMONSQUEEZY_VARIANT_ID: '22',
    LEMONSQUEEZY_API_KEY: 'lemon-api-key-route',
    LEMONSQUEEZY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEMONSQUEEZY_API_URL: fake.url.href,
  },
});

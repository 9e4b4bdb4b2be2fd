import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { GOOD_PASSWORD, me, signUp } from '#tests/support/auth-helpers.ts';
import { startFakeProviderServer } from '#tests/support/fake-provider-server.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import { meResponseSchema } from '#shared/session-schemas.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

const WEBHOOK_SECRET = 'whsec_route_test';
const now = Math.floor(Date.now() / 1000);
const fake = await startFakeProviderServer(({ method, path }) => {
  if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: { id: 'cs_route', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_route' } };
  return method === 'GET' && path.startsWith('/v1/subscriptions/sub_route')
    ? { status: 200, body: { id: 'sub_route', object: 'subscription', customer: 'cus_route', status: 'trialing', trial_end: now + 604800, cancel_at_period_end: false, metadata: {}, items: { object: 'list', data: [{ current_period_end: now + 604800 }] } } }
    : undefined;
});
afterAll(() => fake.close());
const stripe = new Stripe('sk_test_route');

describeEachDatabase('Stripe webhook route', (ctx) => {
  it('verifies the raw body, applies checkout completion, and replays are ignored', async () => {
    const { cookie, response } = await signUp(ctx(), undefined, GOOD_PASSWORD);
    const { user } = await bodyOf(response, signUpRoute.responses[200]);
    const payload = JSON.stringify({
      id: `evt_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: now,
      data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: user.id, customer: 'cus_route', subscription: 'sub_route', metadata: {} } },
    });
    const deliver = (body: string) =>
      ctx().app.request(apiUrls.billing.webhooks[':provider'].$url({ param: { provider: 'stripe' } }), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        body,
      });
    expect((await deliver(payload.replace('cs_1', 'cs_2'))).status).toBe(400);
    expect((await bodyOf((await me(ctx(), cookie)), meResponseSchema)).is_subscribed).toBe(false);

    const applied = await deliver(payload);
    expect(await applied.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await bodyOf((await me(ctx(), cookie)), meResponseSchema)).is_subscribed).toBe(true);
    expect(await (await deliver(payload)).json()).toEqual({ received: true, outcome: 'duplicate' });
  });

  it('gives the 7-day trial to a first subscription only: a returning customer gets none', async () => {
    const checkoutForm = async (cookie: string) => {
      const response = await ctx().app.request(apiUrls.billing.checkout.$url(), { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ language: 'en' }) });
      expect(response.status).toBe(200);
      return new URLSearchParams(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body);
    };
    const { cookie, response } = await signUp(ctx(), undefined, GOOD_PASSWORD);
    const { user } = await bodyOf(response, signUpRoute.responses[200]);
    const first = await checkoutForm(cookie);
    expect(first.get('subscription_data[trial_period_days]')).toBe('7');

    // The first subscription ran and was cancelled: the customer comes back.
    const at = new Date().toISOString();
    await ctx().database.db
      .insertInto('subscriptions')
      .values({ id: `row_${user.id}`, user_id: user.id, provider: 'stripe', customer_id: 'cus_returning', subscription_id: 'sub_old', status: 'canceled', trial_end: at, current_period_end: at, cancel_at_period_end: false, last_event_at: at, created_at: at, updated_at: at })
      .execute();
    const again = await checkoutForm(cookie);
    expect(again.get('subscription_data[trial_period_days]')).toBeNull();
    expect(again.get('customer')).toBe('cus_returning');
  });
}, {
  env: {
    TRUST_PROXY: 'true',
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_route',
    STRIPE_PRICE_ID: 'price_route',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url.href,
  },
});

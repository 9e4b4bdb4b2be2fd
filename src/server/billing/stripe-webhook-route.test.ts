import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { GOOD_PASSWORD, me, signUp } from '../testing/auth-helpers.ts';
import { startFakeProviderServer } from '../testing/fake-provider-server.ts';
import { describeEachDatabase } from '../testing/test-app.ts';

const WEBHOOK_SECRET = 'whsec_route_test';
const now = Math.floor(Date.now() / 1000);
const fake = await startFakeProviderServer(({ method, path }) =>
  method === 'GET' && path.startsWith('/v1/subscriptions/sub_route')
    ? { status: 200, body: { id: 'sub_route', object: 'subscription', customer: 'cus_route', status: 'trialing', trial_end: now + 604800, cancel_at_period_end: false, metadata: {}, items: { object: 'list', data: [{ current_period_end: now + 604800 }] } } }
    : undefined,
);
afterAll(() => fake.close());
const stripe = new Stripe('sk_test_route');

describeEachDatabase('Stripe webhook route', (ctx) => {
  it('verifies the raw body, applies checkout completion, and replays are ignored', async () => {
    const { cookie, response } = await signUp(ctx(), undefined, GOOD_PASSWORD);
    const { user } = (await response.json()) as { user: { id: string } };
    const payload = JSON.stringify({
      id: `evt_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: now,
      data: { object: { id: 'cs_1', object: 'checkout.session', client_reference_id: user.id, customer: 'cus_route', subscription: 'sub_route', metadata: {} } },
    });
    const deliver = (body: string) =>
      ctx().app.request('/api/billing/webhooks/stripe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
        body,
      });
    expect((await deliver(payload.replace('cs_1', 'cs_2'))).status).toBe(400);
    expect(((await (await me(ctx(), cookie)).json()) as { is_subscribed: boolean }).is_subscribed).toBe(false);

    const applied = await deliver(payload);
    expect(await applied.json()).toEqual({ received: true, outcome: 'applied' });
    expect(((await (await me(ctx(), cookie)).json()) as { is_subscribed: boolean }).is_subscribed).toBe(true);
    expect(await (await deliver(payload)).json()).toEqual({ received: true, outcome: 'duplicate' });
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

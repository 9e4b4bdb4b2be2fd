import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviderServer } from '#tests/support/fake-provider-server.ts';
import { WebhookSignatureError } from '../billing-event.ts';
import { NoSubscriptionError, type BillingProvider } from '../billing-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_fake_stripe';
const now = Math.floor(Date.now() / 1000);
const subscription = (overrides: Record<string, unknown> = {}) => ({
  id: 'sub_123',
  object: 'subscription',
  customer: 'cus_123',
  status: 'trialing',
  trial_end: now + 7 * 86400,
  cancel_at_period_end: false,
  metadata: { user_id: 'user-1' },
  items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: now + 7 * 86400 }] },
  ...overrides,
});

describe('Stripe provider (real SDK against a fake Stripe API)', () => {
  let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
  let provider: BillingProvider;
  const stripe = new Stripe('sk_test_fake');
  const sign = (payload: string, timestamp?: number) => stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...(timestamp ? { timestamp } : {}) });
  const event = (type: string, object: unknown, created = now) => JSON.stringify({ id: `evt_${type}_${created}`, object: 'event', type, created, data: { object } });

  beforeAll(async () => {
    fake = await startFakeProviderServer(({ method, path }) => {
      if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_1' } };
      if (method === 'POST' && path === '/v1/billing_portal/sessions') return { status: 200, body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/1' } };
      if (method === 'GET' && path.startsWith('/v1/subscriptions/sub_123')) return { status: 200, body: subscription({ status: 'past_due' }) };
      if (method === 'DELETE' && path === '/v1/subscriptions/sub_123') return { status: 200, body: subscription({ status: 'canceled' }) };
      return undefined;
    });
    provider = createStripeProvider({ secretKey: 'sk_test_fake', priceId: 'price_monthly', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('creates a subscription-mode checkout with the price, the 7-day trial and the user id', async () => {
    const url = await provider.createCheckoutUrl({
      user: { id: 'user-1', email: 'pastor@example.org', name: '', language: 'es', is_subscribed: false, is_admin: false },
      language: 'es',
      successUrl: 'https://app.example/es/subscribe?checkout=success',
      cancelUrl: 'https://app.example/es/subscribe',
      customerId: null,
      trialAllowed: true,
    });
    expect(url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const request = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    const form = new URLSearchParams(request.body);
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price]')).toBe('price_monthly');
    expect(form.get('subscription_data[trial_period_days]')).toBe('7');
    expect(form.get('subscription_data[metadata][user_id]')).toBe('user-1');
    expect(form.get('client_reference_id')).toBe('user-1');
    expect(form.get('metadata[user_id]')).toBe('user-1');
    expect(form.get('success_url')).toBe('https://app.example/es/subscribe?checkout=success');
    expect(form.get('cancel_url')).toBe('https://app.example/es/subscribe');
    expect(form.get('locale')).toBe('es');
    expect(form.get('customer_email')).toBe('pastor@example.org');
  });

  it('reuses the customer of a returning subscriber and gives no second trial', async () => {
    await provider.createCheckoutUrl({
      user: { id: 'user-1', email: 'pastor@example.org', name: '', language: 'en', is_subscribed: false, is_admin: false },
      language: 'en',
      successUrl: 'https://app.example/en/subscribe?checkout=success',
      cancelUrl: 'https://app.example/en/subscribe',
      customerId: 'cus_123',
      trialAllowed: false,
    });
    const form = new URLSearchParams(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body);
    expect(form.get('customer')).toBe('cus_123');
    expect(form.get('subscription_data[trial_period_days]')).toBeNull();
    expect(form.get('subscription_data[metadata][user_id]')).toBe('user-1');
    expect(form.get('customer_email')).toBeNull();
  });

  it('opens the customer portal for the stored customer, and says when there is none', async () => {
    const user = { id: 'user-1', email: 'p@example.org', name: '', language: 'en' as const, is_subscribed: true, is_admin: false };
    const row = { customer_id: 'cus_123', subscription_id: 'sub_123' } as never;
    expect(await provider.createPortalUrl({ user, language: 'en', subscription: row, returnUrl: 'https://app.example/en/profile' })).toBe('https://billing.stripe.test/p/session/1');
    const form = new URLSearchParams(fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!.body);
    expect(form.get('customer')).toBe('cus_123');
    expect(form.get('return_url')).toBe('https://app.example/en/profile');
    await expect(provider.createPortalUrl({ user, language: 'en', subscription: null, returnUrl: 'x' })).rejects.toBeInstanceOf(NoSubscriptionError);
  });

  it('cancels through the API', async () => {
    await provider.cancel({ subscription_id: 'sub_123' } as never);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_123')).toBe(true);
  });

  it('verifies and maps subscription events (status, trial, period end, user)', async () => {
    const payload = event('customer.subscription.updated', subscription({ status: 'active', cancel_at_period_end: true }));
    const parsed = await provider.parseWebhook(payload, new Headers({ 'stripe-signature': sign(payload) }));
    expect(parsed).toMatchObject({
      kind: 'subscription',
      provider: 'stripe',
      type: 'customer.subscription.updated',
      userId: 'user-1',
      customerId: 'cus_123',
      subscriptionId: 'sub_123',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(parsed.kind === 'subscription' && parsed.currentPeriodEnd?.getTime()).toBe((now + 7 * 86400) * 1000);
    const deleted = event('customer.subscription.deleted', subscription({ status: 'canceled' }));
    expect(await provider.parseWebhook(deleted, new Headers({ 'stripe-signature': sign(deleted) }))).toMatchObject({ status: 'canceled' });
  });

  it('links a completed checkout to the user and reads the subscription from Stripe', async () => {
    const payload = event('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session', client_reference_id: 'user-9', customer: 'cus_123', subscription: 'sub_123', metadata: {} });
    const parsed = await provider.parseWebhook(payload, new Headers({ 'stripe-signature': sign(payload) }));
    expect(parsed).toMatchObject({ kind: 'subscription', userId: 'user-9', subscriptionId: 'sub_123', status: 'past_due' });
  });

  it('reads the subscription state after a failed payment', async () => {
    const payload = event('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer: 'cus_123', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_123' } } });
    expect(await provider.parseWebhook(payload, new Headers({ 'stripe-signature': sign(payload) }))).toMatchObject({ status: 'past_due', subscriptionId: 'sub_123' });
  });

  it('ignores event types it does not need', async () => {
    const payload = event('customer.created', { id: 'cus_9', object: 'customer' });
    expect(await provider.parseWebhook(payload, new Headers({ 'stripe-signature': sign(payload) }))).toMatchObject({ kind: 'ignored', type: 'customer.created' });
  });

  it('refuses a bad signature and a stale timestamp', async () => {
    const payload = event('customer.subscription.updated', subscription());
    await expect(provider.parseWebhook(payload, new Headers({ 'stripe-signature': sign(payload).replace(/v1=(\w)/, (_match, first: string) => `v1=${first === '0' ? '1' : '0'}`) }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(payload.replace('trialing', 'active'), new Headers({ 'stripe-signature': sign(payload) }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(payload, new Headers({ 'stripe-signature': sign(payload, now - 3600) }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(payload, new Headers())).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a timestamp dated ahead of our clock beyond a small skew, as the README says', async () => {
    const payload = event('customer.subscription.updated', subscription());
    const at = (offset: number) => provider.parseWebhook(payload, new Headers({ 'stripe-signature': sign(payload, Math.floor(Date.now() / 1000) + offset) }));
    await expect(at(400)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(at(120)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(at(10)).resolves.toMatchObject({ kind: 'subscription', subscriptionId: 'sub_123' });
  });
});

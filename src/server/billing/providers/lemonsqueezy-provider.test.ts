import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviderServer } from '#tests/support/fake-provider-server.ts';
import { WebhookSignatureError } from '../billing-event.ts';
import type { BillingProvider } from '../billing-provider.ts';
import { createLemonSqueezyProvider, type lemonCheckoutRequest, lemonSignature } from './lemonsqueezy-provider.ts';

const SECRET = 'lemon-webhook-secret';
const payload = (event: string, attributes: Record<string, unknown>, type = 'subscriptions') =>
  JSON.stringify({ meta: { event_name: event, custom_data: { user_id: 'user-7' } }, data: { id: '4242', type, attributes: { customer_id: 99, updated_at: '2026-11-22T10:00:00.000000Z', ...attributes } } });

describe('Lemon Squeezy provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
  let provider: BillingProvider;
  beforeAll(async () => {
    fake = await startFakeProviderServer(({ method, path }) => {
      if (method === 'GET' && path === '/v1/subscriptions/4242') return { status: 200, body: { data: { id: '4242', attributes: { urls: { customer_portal: 'https://store.lemonsqueezy.test/billing?expires=1' } } } } };
      if (method === 'POST' && path === '/v1/checkouts') return { status: 201, body: { data: { type: 'checkouts', id: 'abc', attributes: { url: 'https://sermons.lemonsqueezy.com/checkout/custom/abc?signature=s1' } } } };
      if (method === 'DELETE' && path === '/v1/subscriptions/4242') return { status: 200, body: { data: { id: '4242', attributes: { status: 'cancelled' } } } };
      return undefined;
    });
    provider = createLemonSqueezyProvider({ storeId: '11', variantId: '22', apiKey: 'lsk_test_key', webhookSecret: SECRET, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('creates the checkout through the API with the user id set by the server, embed on, media and dark off', async () => {
    const url = await provider.createCheckoutUrl({
      user: { id: 'user-7', email: 'p@example.org', name: '', language: 'en', is_subscribed: false, is_admin: false },
      language: 'en',
      successUrl: 'https://app.example/en/subscribe?checkout=success',
      cancelUrl: 'https://app.example/en/subscribe',
      customerId: null,
      trialAllowed: true,
    });
    expect(url).toBe('https://sermons.lemonsqueezy.com/checkout/custom/abc?signature=s1');
    const request = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkouts')!;
    expect(request.headers.authorization).toBe('Bearer lsk_test_key');
    const body = JSON.parse(request.body) as ReturnType<typeof lemonCheckoutRequest>;
    expect(body.data.attributes.checkout_data).toEqual({ email: 'p@example.org', custom: { user_id: 'user-7' } });
    expect(body.data.attributes.checkout_options).toEqual({ embed: true, media: false, dark: false, skip_trial: false });
    expect(body.data.attributes.product_options.redirect_url).toBe('https://app.example/en/subscribe?checkout=success');
    expect(body.data.relationships).toEqual({ store: { data: { type: 'stores', id: '11' } }, variant: { data: { type: 'variants', id: '22' } } });
    expect(new Date(body.data.attributes.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('skips the trial for a returning subscriber', async () => {
    const user = { id: 'user-8', email: 'q@example.org', name: '', language: 'es' as const, is_subscribed: false, is_admin: false };
    await provider.createCheckoutUrl({ user, language: 'es', successUrl: 'https://app.example/es/subscribe?checkout=success', cancelUrl: '', customerId: '99', trialAllowed: false });
    const body = JSON.parse(fake.requests.filter((r) => r.path === '/v1/checkouts').at(-1)!.body) as ReturnType<typeof lemonCheckoutRequest>;
    expect(body.data.attributes.checkout_options.skip_trial).toBe(true);
  });

  it('signs like Lemon Squeezy (hex HMAC-SHA256 of the raw body): known vector', () => {
    // printf '%s' '{"a":1}' | openssl dgst -sha256 -hmac key
    expect(lemonSignature('{"a":1}', 'key')).toBe('88a67f24bbcdaed0e6c997404bb79a743baf44c6bab2f4c27328e3009d22e342');
  });

  it('maps subscription events and statuses', async () => {
    const body = payload('subscription_created', { status: 'on_trial', trial_ends_at: '2026-11-29T10:00:00.000000Z', renews_at: '2026-11-29T10:00:00.000000Z' });
    const event = await provider.parseWebhook(body, new Headers({ 'x-signature': lemonSignature(body, SECRET) }));
    expect(event).toMatchObject({ kind: 'subscription', provider: 'lemonsqueezy', type: 'subscription_created', userId: 'user-7', customerId: '99', subscriptionId: '4242', status: 'trialing' });
    // "cancelled" without a future ends_at has ended; with one it is paid until then (the routes test).
    for (const [status, expected] of [['active', 'active'], ['past_due', 'past_due'], ['unpaid', 'unpaid'], ['cancelled', 'canceled'], ['expired', 'expired'], ['paused', 'paused']]) {
      const next = payload('subscription_updated', { status });
      expect(await provider.parseWebhook(next, new Headers({ 'x-signature': lemonSignature(next, SECRET) }))).toMatchObject({ status: expected });
    }
  });

  it('gives the same event id to the same delivery, so a replay is recognised', async () => {
    const body = payload('subscription_updated', { status: 'active' });
    const headers = new Headers({ 'x-signature': lemonSignature(body, SECRET) });
    expect((await provider.parseWebhook(body, headers)).eventId).toBe((await provider.parseWebhook(body, headers)).eventId);
  });

  it('ignores events that are not about a subscription', async () => {
    const body = payload('order_created', { status: 'paid' }, 'orders');
    expect(await provider.parseWebhook(body, new Headers({ 'x-signature': lemonSignature(body, SECRET) }))).toMatchObject({ kind: 'ignored', type: 'order_created' });
  });

  it('refuses a bad or missing signature', async () => {
    const body = payload('subscription_created', { status: 'active' });
    await expect(provider.parseWebhook(body, new Headers({ 'x-signature': lemonSignature(body, 'wrong') }))).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider.parseWebhook(body, new Headers())).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('reads the customer portal URL and cancels through the API with the key', async () => {
    expect(await provider.createPortalUrl({ subscription: { subscription_id: '4242' } as never, user: {} as never, language: 'en', returnUrl: '' })).toBe('https://store.lemonsqueezy.test/billing?expires=1');
    await provider.cancel({ subscription_id: '4242' } as never);
    const cancel = fake.requests.find((r) => r.method === 'DELETE')!;
    expect(cancel.path).toBe('/v1/subscriptions/4242');
    expect(cancel.headers.authorization).toBe('Bearer lsk_test_key');
  });
});

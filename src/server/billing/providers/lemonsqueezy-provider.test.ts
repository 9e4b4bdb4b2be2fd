import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviderServer } from '../../testing/fake-provider-server.ts';
import { WebhookSignatureError } from '../billing-event.ts';
import type { BillingProvider } from '../billing-provider.ts';
import { createLemonSqueezyProvider, lemonCheckoutUrl, lemonSignature } from './lemonsqueezy-provider.ts';

const SECRET = 'lemon-webhook-secret';
const payload = (event: string, attributes: Record<string, unknown>, type = 'subscriptions') =>
  JSON.stringify({ meta: { event_name: event, custom_data: { user_id: 'user-7' } }, data: { id: '4242', type, attributes: { customer_id: 99, updated_at: '2026-11-22T10:00:00.000000Z', ...attributes } } });

describe('Lemon Squeezy provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeProviderServer>>;
  let provider: BillingProvider;
  beforeAll(async () => {
    fake = await startFakeProviderServer(({ method, path }) => {
      if (method === 'GET' && path === '/v1/subscriptions/4242') return { status: 200, body: { data: { id: '4242', attributes: { urls: { customer_portal: 'https://store.lemonsqueezy.test/billing?expires=1' } } } } };
      if (method === 'DELETE' && path === '/v1/subscriptions/4242') return { status: 200, body: { data: { id: '4242', attributes: { status: 'cancelled' } } } };
      return undefined;
    });
    provider = createLemonSqueezyProvider({ checkoutUrl: new URL('https://sermons.lemonsqueezy.com/checkout/buy/variant-uuid'), apiKey: 'lsk_test_key', webhookSecret: SECRET, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('builds the checkout URL the spec describes', () => {
    const url = new URL(lemonCheckoutUrl(new URL('https://sermons.lemonsqueezy.com/checkout/buy/variant-uuid'), { id: 'user-7', email: 'p@example.org' }));
    expect(url.origin + url.pathname).toBe('https://sermons.lemonsqueezy.com/checkout/buy/variant-uuid');
    expect(url.searchParams.get('embed')).toBe('1');
    expect(url.searchParams.get('media')).toBe('0');
    expect(url.searchParams.get('dark')).toBe('0');
    expect(url.searchParams.get('checkout[custom][user_id]')).toBe('user-7');
    expect(url.searchParams.get('checkout[email]')).toBe('p@example.org');
  });

  it('signs like Lemon Squeezy (hex HMAC-SHA256 of the raw body): known vector', () => {
    // printf '%s' '{"a":1}' | openssl dgst -sha256 -hmac key
    expect(lemonSignature('{"a":1}', 'key')).toBe('88a67f24bbcdaed0e6c997404bb79a743baf44c6bab2f4c27328e3009d22e342');
  });

  it('maps subscription events and statuses', async () => {
    const body = payload('subscription_created', { status: 'on_trial', trial_ends_at: '2026-11-29T10:00:00.000000Z', renews_at: '2026-11-29T10:00:00.000000Z' });
    const event = await provider.parseWebhook(body, new Headers({ 'x-signature': lemonSignature(body, SECRET) }));
    expect(event).toMatchObject({ kind: 'subscription', provider: 'lemonsqueezy', type: 'subscription_created', userId: 'user-7', customerId: '99', subscriptionId: '4242', status: 'trialing' });
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

import crypto from 'node:crypto';
import { WebhookSignatureError, type BillingEvent, type SubscriptionStatus } from '../billing-event.ts';
import { BillingProviderError, NoSubscriptionError, type BillingProvider } from '../billing-provider.ts';
import { z } from 'zod';

const jsonObject = z.record(z.string(), z.unknown());

interface LemonSqueezyOptions {
  /** The store and the Monthly Plan's variant (numeric ids from the dashboard). */
  storeId: string;
  variantId: string;
  apiKey: string;
  webhookSecret: string;
  apiUrl: URL;
}

const STATUS: Record<string, SubscriptionStatus> = {
  on_trial: 'trialing',
  active: 'active',
  past_due: 'past_due',
  unpaid: 'unpaid',
  cancelled: 'canceled',
  expired: 'expired',
  paused: 'paused',
};

interface LemonSubscriptionPayload {
  meta: { event_name: string; custom_data?: { user_id?: string } };
  data: {
    id: string;
    type: string;
    attributes: {
      customer_id?: number | string;
      status?: string;
      trial_ends_at?: string | null;
      renews_at?: string | null;
      ends_at?: string | null;
      updated_at?: string;
      cancelled?: boolean;
    };
  };
}

/** A checkout link is for one visit: it stops working after this long. */
const CHECKOUT_TTL_MS = 60 * 60_000;

/**
 * The body of POST /v1/checkouts. The user id goes into checkout_data.custom from the server's
 * own session, so no one can buy a subscription in another user's name by editing a link; embed
 * on, media and dark off as product §7 asks of the hosted checkout.
 */
export function lemonCheckoutRequest(options: { storeId: string; variantId: string }, input: { userId: string; email: string; successUrl: string; trialAllowed: boolean; now?: Date }) {
  return {
    data: {
      type: 'checkouts',
      attributes: {
        product_options: { redirect_url: input.successUrl, enabled_variants: [Number(options.variantId)] },
        checkout_options: { embed: true, media: false, dark: false, skip_trial: !input.trialAllowed },
        checkout_data: { email: input.email, custom: { user_id: input.userId } },
        expires_at: new Date((input.now ?? new Date()).getTime() + CHECKOUT_TTL_MS).toISOString(),
      },
      relationships: {
        store: { data: { type: 'stores', id: options.storeId } },
        variant: { data: { type: 'variants', id: options.variantId } },
      },
    },
  };
}

export function lemonSignature(rawBody: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function createLemonSqueezyProvider(options: LemonSqueezyOptions): BillingProvider {
  async function api(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(new URL(path, options.apiUrl), {
      method,
      headers: { Accept: 'application/vnd.api+json', 'Content-Type': 'application/vnd.api+json', Authorization: `Bearer ${options.apiKey}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.status === 404) throw new NoSubscriptionError('subscription not found at Lemon Squeezy');
    if (!response.ok) throw new BillingProviderError(`Lemon Squeezy answered ${response.status}`);
    // Read, not cast: an answer that is not a JSON object is the provider's failure, not ours to crash on.
    const answer = jsonObject.safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new BillingProviderError('Lemon Squeezy answered something that is not a JSON object');
    return answer.data;
  }

  return {
    name: 'lemonsqueezy',
    async createCheckoutUrl({ user, successUrl, trialAllowed }) {
      const body = (await api('POST', '/v1/checkouts', lemonCheckoutRequest(options, { userId: user.id, email: user.email, successUrl, trialAllowed }))) as {
        data?: { attributes?: { url?: string } };
      };
      const url = body.data?.attributes?.url;
      if (!url || !/^https?:\/\//.test(url)) throw new BillingProviderError('Lemon Squeezy returned no checkout URL');
      return url;
    },
    async createPortalUrl({ subscription }) {
      if (!subscription?.subscription_id) throw new NoSubscriptionError('no Lemon Squeezy subscription for this user');
      const body = (await api('GET', `/v1/subscriptions/${encodeURIComponent(subscription.subscription_id)}`)) as {
        data?: { attributes?: { urls?: { customer_portal?: string } } };
      };
      const url = body.data?.attributes?.urls?.customer_portal;
      if (!url) throw new BillingProviderError('Lemon Squeezy returned no customer portal URL');
      return url;
    },
    async cancel(subscription) {
      if (!subscription.subscription_id) throw new NoSubscriptionError('no Lemon Squeezy subscription for this user');
      await api('DELETE', `/v1/subscriptions/${encodeURIComponent(subscription.subscription_id)}`);
    },
    async parseWebhook(rawBody, headers) {
      const given = Buffer.from(headers.get('x-signature') ?? '', 'hex');
      const expected = Buffer.from(lemonSignature(rawBody, options.webhookSecret), 'hex');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new WebhookSignatureError('bad signature');
      // Lemon Squeezy sends no event id: the same delivery repeated has the same body.
      const eventId = crypto.createHash('sha256').update(rawBody).digest('hex');
      const payload = JSON.parse(rawBody) as LemonSubscriptionPayload;
      const type = payload.meta?.event_name ?? 'unknown';
      const attributes = payload.data?.attributes;
      const status = attributes?.status ? STATUS[attributes.status] : undefined;
      if (payload.data?.type !== 'subscriptions' || !type.startsWith('subscription_') || !status) {
        return { kind: 'ignored', provider: 'lemonsqueezy', eventId, type } satisfies BillingEvent;
      }
      const end = attributes.renews_at ?? attributes.ends_at ?? null;
      // Lemon Squeezy's "cancelled" is a subscription paid until ends_at (it becomes "expired"
      // then): Stripe's cancel at period end. Access lasts until that date, as the member paid for.
      const paidUntilEnd = attributes.status === 'cancelled' && Boolean(attributes.ends_at) && new Date(attributes.ends_at!).getTime() > Date.now();
      return {
        kind: 'subscription',
        provider: 'lemonsqueezy',
        eventId,
        type,
        occurredAt: new Date(attributes.updated_at ?? Date.now()),
        userId: payload.meta.custom_data?.user_id ?? null,
        customerId: attributes.customer_id !== undefined ? String(attributes.customer_id) : null,
        subscriptionId: String(payload.data.id),
        status: paidUntilEnd ? 'active' : status,
        trialEnd: attributes.trial_ends_at ? new Date(attributes.trial_ends_at) : null,
        currentPeriodEnd: end ? new Date(end) : null,
        cancelAtPeriodEnd: paidUntilEnd || (Boolean(attributes.cancelled) && status !== 'canceled'),
      };
    },
  };
}

import crypto from 'node:crypto';
import { WebhookSignatureError, SUBSCRIPTION_STATUSES, type BillingEvent, type SubscriptionStatus } from '../billing-event.ts';
import type { BillingProvider } from '../billing-provider.ts';
import { assertSignatureTime } from '../signature-time.ts';

// The embedded default: a checkout and a billing portal served by this server, in test mode (no
// money moves). It still signs its events and sends them through the same webhook code as the
// real providers, so everything after the checkout is exercised for real.
export const LOCAL_SIGNATURE_HEADER = 'x-local-billing-signature';

export interface LocalEventData {
  user_id: string;
  customer_id: string;
  subscription_id: string;
  status: SubscriptionStatus;
  trial_end: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export interface LocalProvider extends BillingProvider {
  readonly key: Buffer;
  /** A signed webhook delivery, as the provider's pages emit it. */
  signedEvent(type: string, data: LocalEventData, now?: Date): { rawBody: string; headers: Headers };
}

export function localBillingKey(sessionSecret: string): Buffer {
  return crypto.createHmac('sha256', sessionSecret).update('local-billing').digest();
}

export function createLocalProvider({ key }: { key: Buffer }): LocalProvider {
  // The pages are this server's: they know the visitor by the session cookie, so the address
  // carries no token (nothing to leak through history, logs or a Referer). They are served at the
  // address the app's own return pages were given (the browser's, without PUBLIC_URL: issue 26).
  const pageUrl = (page: 'checkout' | 'portal', language: string, appPage: string) => new URL(`/billing/local/${page}?lang=${language}`, appPage).href;

  return {
    name: 'local',
    key,
    async createCheckoutUrl({ language, successUrl }) {
      return pageUrl('checkout', language, successUrl);
    },
    async createPortalUrl({ language, returnUrl }) {
      return pageUrl('portal', language, returnUrl);
    },
    async cancel() {
      // Nothing lives outside this server: our cancel path records the new state.
    },
    signedEvent(type, data, now = new Date()) {
      const rawBody = JSON.stringify({ id: `evt_local_${crypto.randomUUID()}`, type, created: now.toISOString(), data });
      const timestamp = Math.floor(now.getTime() / 1000);
      const signature = crypto.createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');
      return { rawBody, headers: new Headers({ [LOCAL_SIGNATURE_HEADER]: `t=${timestamp},v1=${signature}`, 'content-type': 'application/json' }) };
    },
    async parseWebhook(rawBody, headers) {
      const header = headers.get(LOCAL_SIGNATURE_HEADER) ?? '';
      const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
      const timestamp = Number(parts.t);
      if (!parts.v1 || !Number.isFinite(timestamp)) throw new WebhookSignatureError('missing signature');
      assertSignatureTime(timestamp);
      const expected = crypto.createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest();
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new WebhookSignatureError('bad signature');

      const event = JSON.parse(rawBody) as { id: string; type: string; created: string; data: LocalEventData };
      if (!SUBSCRIPTION_STATUSES.includes(event.data?.status)) return { kind: 'ignored', provider: 'local', eventId: event.id, type: event.type } satisfies BillingEvent;
      return {
        kind: 'subscription',
        provider: 'local',
        eventId: event.id,
        type: event.type,
        occurredAt: new Date(event.created),
        userId: event.data.user_id,
        customerId: event.data.customer_id,
        subscriptionId: event.data.subscription_id,
        status: event.data.status,
        trialEnd: event.data.trial_end ? new Date(event.data.trial_end) : null,
        currentPeriodEnd: event.data.current_period_end ? new Date(event.data.current_period_end) : null,
        cancelAtPeriodEnd: event.data.cancel_at_period_end,
      };
    },
  };
}

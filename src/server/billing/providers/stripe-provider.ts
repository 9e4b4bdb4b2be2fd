import Stripe from 'stripe';
import { PLAN } from '#shared/constants.ts';
import { WebhookSignatureError, type BillingEvent, type SubscriptionStatus } from '../billing-event.ts';
import { assertSignatureTime, signedTimestamp, SIGNATURE_TOLERANCE_SECONDS } from '../signature-time.ts';
import { BillingProviderError, NoSubscriptionError, type BillingProvider } from '../billing-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another API address (a Stripe mock in tests); null for api.stripe.com. */
  apiUrl: URL | null;
}

const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
  paused: 'paused',
};

const SUBSCRIPTION_EVENTS = new Set(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'customer.subscription.paused', 'customer.subscription.resumed']);

export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(options.apiUrl
      ? { host: options.apiUrl.hostname, port: Number(options.apiUrl.port || (options.apiUrl.protocol === 'https:' ? 443 : 80)), protocol: options.apiUrl.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });

  const fromSubscription = (subscription: Stripe.Subscription, event: Stripe.Event, userId: string | null): BillingEvent => ({
    kind: 'subscription',
    provider: 'stripe',
    eventId: event.id,
    type: event.type,
    occurredAt: new Date(event.created * 1000),
    userId: userId ?? subscription.metadata?.user_id ?? null,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    subscriptionId: subscription.id,
    status: STATUS[subscription.status] ?? 'incomplete',
    trialEnd: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
    currentPeriodEnd: periodEnd(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  });

  return {
    name: 'stripe',
    async createCheckoutUrl({ user, language, successUrl, cancelUrl, customerId, trialAllowed }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: options.priceId, quantity: 1 }],
        // The trial is for a first subscription only: a returning customer pays from the start.
        subscription_data: { ...(trialAllowed ? { trial_period_days: PLAN.trialDays } : {}), metadata: { user_id: user.id } },
        client_reference_id: user.id,
        ...(customerId ? { customer: customerId } : { customer_email: user.email }),
        metadata: { user_id: user.id },
        locale: language,
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new BillingProviderError('Stripe returned no checkout URL');
      return session.url;
    },
    async createPortalUrl({ subscription, returnUrl, language }) {
      if (!subscription?.customer_id) throw new NoSubscriptionError('no Stripe customer for this user');
      const portal = await stripe.billingPortal.sessions.create({ customer: subscription.customer_id, return_url: returnUrl, locale: language });
      return portal.url;
    },
    async cancel(subscription) {
      if (!subscription.subscription_id) throw new NoSubscriptionError('no Stripe subscription for this user');
      try {
        await stripe.subscriptions.cancel(subscription.subscription_id);
      } catch (error) {
        // Already gone at Stripe: nothing left to cancel there.
        if ((error as { code?: string }).code === 'resource_missing') return;
        throw error;
      }
    },
    async parseWebhook(rawBody, headers) {
      let event: Stripe.Event;
      const signature = headers.get('stripe-signature') ?? '';
      try {
        // The SDK refuses only old timestamps; one dated ahead of our clock is refused here too.
        assertSignatureTime(signedTimestamp(signature));
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      if (SUBSCRIPTION_EVENTS.has(event.type)) {
        return fromSubscription(event.data.object as Stripe.Subscription, event, null);
      }
      if (event.type === 'checkout.session.completed') {
        // The session links the customer to our user; the subscription's state is read from Stripe.
        const session = event.data.object as Stripe.Checkout.Session;
        const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        if (!subscriptionId) return { kind: 'ignored', provider: 'stripe', eventId: event.id, type: event.type };
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        return fromSubscription(subscription, event, session.client_reference_id ?? session.metadata?.user_id ?? null);
      }
      if (event.type === 'invoice.payment_failed') {
        const invoice = event.data.object as Stripe.Invoice;
        const reference = invoice.parent?.subscription_details?.subscription;
        const subscriptionId = typeof reference === 'string' ? reference : reference?.id;
        if (!subscriptionId) return { kind: 'ignored', provider: 'stripe', eventId: event.id, type: event.type };
        return fromSubscription(await stripe.subscriptions.retrieve(subscriptionId), event, null);
      }
      return { kind: 'ignored', provider: 'stripe', eventId: event.id, type: event.type };
    },
  };
}

/** Recent API versions keep the period on the items; older ones on the subscription. */
function periodEnd(subscription: Stripe.Subscription): Date | null {
  const fromItems = subscription.items?.data?.map((item) => item.current_period_end).filter((value): value is number => typeof value === 'number');
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const seconds = fromItems?.length ? Math.max(...fromItems) : legacy;
  return seconds ? new Date(seconds * 1000) : null;
}

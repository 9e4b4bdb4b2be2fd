import type { MeResponse } from '#shared/session-schemas.ts';
import type { Language } from '#shared/languages.ts';
import type { SubscriptionsTable } from '../db/schema.ts';
import type { BillingEvent, ProviderName } from './billing-event.ts';

export interface CheckoutInput {
  user: MeResponse;
  language: Language;
  /** Where the provider sends the browser after paying / starting the trial. */
  successUrl: string;
  /** Where it goes back to when the user leaves the checkout. */
  cancelUrl: string;
  /** The provider's customer id from an earlier subscription, so a returning user is not duplicated. */
  customerId: string | null;
  /** The free trial is for a first subscription only (decision 0018): false for a returning user. */
  trialAllowed: boolean;
}

export interface PortalInput {
  user: MeResponse;
  language: Language;
  subscription: SubscriptionsTable | null;
  returnUrl: string;
}

/** One payment provider: hosted checkout, billing portal, cancellation, and its webhooks. */
export interface BillingProvider {
  readonly name: ProviderName;
  createCheckoutUrl(input: CheckoutInput): Promise<string>;
  createPortalUrl(input: PortalInput): Promise<string>;
  /** Ends the subscription at the provider now (product §4: a user-initiated cancel ends access). */
  cancel(subscription: SubscriptionsTable): Promise<void>;
  /** Verifies the signature on the raw body and turns the payload into our event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, headers: Headers): Promise<BillingEvent>;
}

export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}

/** No subscription exists at the provider for this user yet (nothing to manage or cancel there). */
export class NoSubscriptionError extends Error {
  override name = 'NoSubscriptionError';
}

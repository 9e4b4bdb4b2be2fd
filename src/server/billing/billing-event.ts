// Every provider's webhook is turned into these, so one code path applies them all.
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type ProviderName = 'local' | 'stripe' | 'lemonsqueezy';

export interface SubscriptionEvent {
  kind: 'subscription';
  provider: ProviderName;
  /** The provider's own id of this event: applying the same id twice changes nothing. */
  eventId: string;
  type: string;
  /** When the provider says this state was true; older than the stored state means stale. */
  occurredAt: Date;
  /** Our user id, when the provider carries it (checkout metadata / custom data). */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** An event we verified but have nothing to do with (acknowledged, recorded, ignored). */
export interface IgnoredEvent {
  kind: 'ignored';
  provider: ProviderName;
  eventId: string;
  type: string;
}

export type BillingEvent = SubscriptionEvent | IgnoredEvent;

/**
 * Access follows the status: trialing and active give access; past_due keeps it for a grace
 * period after the paid period ends (the card may just need updating); everything else does not.
 */
export function grantsAccess(status: SubscriptionStatus, currentPeriodEnd: Date | null, graceDays: number, now = new Date()): boolean {
  if (status === 'trialing' || status === 'active') return true;
  if (status === 'past_due') {
    if (!currentPeriodEnd) return graceDays > 0;
    return now.getTime() < currentPeriodEnd.getTime() + graceDays * 86_400_000;
  }
  return false;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

import type { Kysely } from 'kysely';
import type { Database, SubscriptionsTable } from '../db/schema.ts';
import type { CheckoutInput } from './billing-provider.ts';
import { findSubscription } from './subscription-repository.ts';

/** What the checkout and the portal read before asking the provider: the member's subscription row. */
export interface BillingSessionDeps {
  db: Kysely<Database>;
}

/** A checkout's terms for this member at this provider. */
export async function checkoutTerms({ db }: BillingSessionDeps, userId: string, providerName: string): Promise<Pick<CheckoutInput, 'customerId' | 'trialAllowed'>> {
  const previous = await findSubscription(db, userId);
  return {
    // The customer from an earlier subscription at this provider, so a returning member is not duplicated.
    customerId: previous?.provider === providerName ? previous.customer_id : null,
    // A subscription row exists once a provider reported one: that member has had the trial.
    trialAllowed: !previous,
  };
}

/** The subscription the provider's portal manages, if any. */
export async function portalSubscription({ db }: BillingSessionDeps, userId: string): Promise<SubscriptionsTable | null> {
  return (await findSubscription(db, userId)) ?? null;
}

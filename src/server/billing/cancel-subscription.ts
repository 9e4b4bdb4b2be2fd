import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BillingProvider } from './billing-provider.ts';
import { NoSubscriptionError } from './billing-provider.ts';
import { findSubscription } from './subscription-repository.ts';

/**
 * The one server cancel path (product §4): end the subscription at the provider, then in one
 * transaction mark it canceled, take away access, and write the audit row.
 *
 * Idempotent: the updates are conditional on the state still being "not yet cancelled", so a
 * second cancel (or two at once) changes nothing and writes no second audit row. Answers whether
 * this call changed anything.
 */
export async function cancelSubscription(db: Kysely<Database>, provider: BillingProvider, userId: string): Promise<boolean> {
  const subscription = await findSubscription(db, userId);
  if (subscription && subscription.status !== 'canceled') {
    try {
      await provider.cancel(subscription);
    } catch (error) {
      // Nothing at the provider (e.g. access granted by hand): the local state still changes.
      if (!(error instanceof NoSubscriptionError)) throw error;
    }
  }
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    let subscriptionChanged = false;
    if (subscription) {
      // last_event_at = now: a delayed provider event from before the cancel cannot revive access.
      const updated = await trx
        .updateTable('subscriptions')
        .set({ status: 'canceled', cancel_at_period_end: false, last_event_at: now, updated_at: now })
        .where('id', '=', subscription.id)
        .where('status', '!=', 'canceled')
        .executeTakeFirst();
      subscriptionChanged = Number(updated.numUpdatedRows) > 0;
    }
    const unsubscribed = await trx.updateTable('users').set({ is_subscribed: false, updated_at: now }).where('id', '=', userId).where('is_subscribed', '=', true).executeTakeFirst();
    const accessEnded = Number(unsubscribed.numUpdatedRows) > 0;
    if (!subscriptionChanged && !accessEnded) return false;
    await trx
      .insertInto('subscription_audit')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        action: 'unsubscribe',
        old_status: accessEnded,
        new_status: false,
        metadata: JSON.stringify({ source: 'user_initiated', timestamp: now }),
        created_at: now,
      })
      .execute();
    return true;
  });
}

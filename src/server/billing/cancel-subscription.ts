import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { toBoolean, type Database } from '../db/schema.ts';
import type { BillingProvider } from './billing-provider.ts';
import { NoSubscriptionError } from './billing-provider.ts';

/**
 * The one server cancel path (SPEC §4): end the subscription at the provider, then in one
 * transaction mark it canceled, take away access, and write the audit row.
 */
export async function cancelSubscription(db: Kysely<Database>, provider: BillingProvider, userId: string): Promise<void> {
  const subscription = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (subscription && subscription.status !== 'canceled') {
    try {
      await provider.cancel(subscription);
    } catch (error) {
      // Nothing at the provider (e.g. access granted by hand): the local state still changes.
      if (!(error instanceof NoSubscriptionError)) throw error;
    }
  }
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select('is_subscribed').where('id', '=', userId).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    if (subscription) {
      // last_event_at = now: a delayed provider event from before the cancel cannot revive access.
      await trx.updateTable('subscriptions').set({ status: 'canceled', cancel_at_period_end: false, last_event_at: now, updated_at: now }).where('id', '=', subscription.id).execute();
    }
    await trx.updateTable('users').set({ is_subscribed: false, updated_at: now }).where('id', '=', userId).execute();
    await trx
      .insertInto('subscription_audit')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        action: 'unsubscribe',
        old_status: toBoolean(user.is_subscribed),
        new_status: false,
        metadata: JSON.stringify({ source: 'user_initiated', timestamp: now }),
        created_at: now,
      })
      .execute();
  });
}

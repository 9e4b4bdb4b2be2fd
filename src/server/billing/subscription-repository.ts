import type { Kysely } from 'kysely';
import type { Database, SubscriptionsTable } from '../db/schema.ts';

/** The member's subscription row, if a provider ever reported one (one row per member). */
export async function findSubscription(db: Kysely<Database>, userId: string): Promise<SubscriptionsTable | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether a provider ever reported a subscription for this member: the row outlives the subscription. */
export async function hasSubscriptionRow(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { toBoolean, type Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { grantsAccess, type BillingEvent, type SubscriptionEvent, type SubscriptionStatus } from './billing-event.ts';

/** What became of a provider's event (the webhook answers it, and its route's contract lists them). */
export const APPLY_OUTCOMES = ['applied', 'duplicate', 'stale', 'unknown_user', 'ignored', 'conflict'] as const;
export type ApplyOutcome = (typeof APPLY_OUTCOMES)[number];

/**
 * Applies one verified provider event in a single transaction: record its id (a replay stops
 * here), find the user, refuse to go back in time, store the subscription, and derive
 * users.is_subscribed from it.
 */
export async function applyBillingEvent(db: Kysely<Database>, event: BillingEvent, options: { graceDays: number; logger: Logger }): Promise<ApplyOutcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    const recorded = await trx
      .insertInto('billing_events')
      .values({ provider: event.provider, event_id: event.eventId, type: event.type, outcome: 'pending', received_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate' as const;
    const result = event.kind === 'ignored' ? ('ignored' as const) : await applySubscription(trx, event, options.graceDays);
    await trx.updateTable('billing_events').set({ outcome: result }).where('provider', '=', event.provider).where('event_id', '=', event.eventId).execute();
    return result;
  });
  const log = { provider: event.provider, eventId: event.eventId, type: event.type, outcome };
  if (outcome === 'unknown_user') options.logger.warn(log, 'billing event for an unknown user acknowledged and ignored');
  else if (outcome === 'conflict') options.logger.warn(log, 'billing event for another subscription than the user holds: kept in billing_conflicts for review');
  else options.logger.info(log, 'billing event');
  return outcome;
}

async function applySubscription(trx: Transaction<Database>, event: SubscriptionEvent, graceDays: number): Promise<ApplyOutcome> {
  const userId = await resolveUser(trx, event);
  if (!userId) return 'unknown_user';
  if (event.subscriptionId) {
    // A subscription already stored for one user never moves to another because an event says so.
    const holder = await trx.selectFrom('subscriptions').select('user_id').where('provider', '=', event.provider).where('subscription_id', '=', event.subscriptionId).executeTakeFirst();
    if (holder && holder.user_id !== userId) return recordConflict(trx, event, userId, event.subscriptionId, 'subscription_held_by_another_user');
  }
  const existing = await trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (existing && new Date(existing.last_event_at).getTime() > event.occurredAt.getTime()) return 'stale';
  if (existing?.subscription_id && event.subscriptionId && (existing.subscription_id !== event.subscriptionId || existing.provider !== event.provider)) {
    // Another subscription for a user who holds a live one: either a second purchase (the user is
    // charged twice) or an event that names the wrong user. Neither may end the live one's access.
    const live = grantsAccess(existing.status as SubscriptionStatus, existing.current_period_end ? new Date(existing.current_period_end) : null, graceDays);
    if (live) return recordConflict(trx, event, userId, existing.subscription_id, 'user_holds_another_live_subscription');
  }

  // A member who cancelled in the app lost access then (product §4); the provider's later word that
  // the same subscription is "cancelled, paid until its end" does not give it back. A resume does.
  if (existing?.status === 'canceled' && event.cancelAtPeriodEnd && existing.subscription_id === event.subscriptionId && existing.provider === event.provider) return 'stale';

  const now = new Date().toISOString();
  const values = {
    provider: event.provider,
    customer_id: event.customerId ?? existing?.customer_id ?? null,
    subscription_id: event.subscriptionId ?? existing?.subscription_id ?? null,
    status: event.status,
    trial_end: event.trialEnd?.toISOString() ?? null,
    current_period_end: event.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: event.cancelAtPeriodEnd,
    last_event_at: event.occurredAt.toISOString(),
    updated_at: now,
  };
  if (existing) await trx.updateTable('subscriptions').set(values).where('id', '=', existing.id).execute();
  else await trx.insertInto('subscriptions').values({ id: crypto.randomUUID(), user_id: userId, created_at: now, ...values }).execute();

  const subscribed = grantsAccess(event.status, event.currentPeriodEnd, graceDays);
  const user = await trx.selectFrom('users').select('is_subscribed').where('id', '=', userId).executeTakeFirstOrThrow();
  if (toBoolean(user.is_subscribed) !== subscribed) {
    await trx.updateTable('users').set({ is_subscribed: subscribed, updated_at: now }).where('id', '=', userId).execute();
  }
  return 'applied';
}

async function recordConflict(trx: Transaction<Database>, event: SubscriptionEvent, userId: string, storedSubscriptionId: string, reason: string): Promise<ApplyOutcome> {
  await trx
    .insertInto('billing_conflicts')
    .values({
      id: crypto.randomUUID(),
      provider: event.provider,
      event_id: event.eventId,
      event_type: event.type,
      user_id: userId,
      stored_subscription_id: storedSubscriptionId,
      event_subscription_id: event.subscriptionId,
      reason,
      event: JSON.stringify(event),
      created_at: new Date().toISOString(),
      resolved_at: null,
    })
    .execute();
  return 'conflict';
}

async function resolveUser(trx: Transaction<Database>, event: SubscriptionEvent): Promise<string | null> {
  if (event.userId) {
    const user = await trx.selectFrom('users').select('id').where('id', '=', event.userId).executeTakeFirst();
    if (user) return user.id;
  }
  for (const [column, value] of [['subscription_id', event.subscriptionId], ['customer_id', event.customerId]] as const) {
    if (!value) continue;
    const row = await trx.selectFrom('subscriptions').select('user_id').where('provider', '=', event.provider).where(column, '=', value).executeTakeFirst();
    if (row) return row.user_id;
  }
  return null;
}

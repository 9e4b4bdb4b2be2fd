import type { Kysely, Migration } from 'kysely';
import { timestampType } from '../column-types.ts';
import type { Dialect } from '../database.ts';

// Subscriptions as the payment provider reports them, the provider events already applied (so a
// replay changes nothing), and the audit trail of user-initiated cancellations (product §3).
export function billing(dialect: Dialect): Migration {
  const timestamp = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('customer_id', 'text')
        .addColumn('subscription_id', 'text')
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('trial_end', timestamp)
        .addColumn('current_period_end', timestamp)
        .addColumn('cancel_at_period_end', 'boolean', (col) => col.notNull().defaultTo(false))
        // The provider time of the newest event applied: an older event never overwrites it.
        .addColumn('last_event_at', timestamp, (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('subscriptions_provider_subscription_idx').on('subscriptions').columns(['provider', 'subscription_id']).execute();
      await db.schema.createIndex('subscriptions_provider_customer_idx').on('subscriptions').columns(['provider', 'customer_id']).execute();

      await db.schema
        .createTable('billing_events')
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('received_at', timestamp, (col) => col.notNull())
        .addPrimaryKeyConstraint('billing_events_pk', ['provider', 'event_id'])
        .execute();

      await db.schema
        .createTable('subscription_audit')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('old_status', 'boolean', (col) => col.notNull())
        .addColumn('new_status', 'boolean', (col) => col.notNull())
        .addColumn('metadata', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('subscription_audit_user_idx').on('subscription_audit').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['subscription_audit', 'billing_events', 'subscriptions']) await db.schema.dropTable(table).execute();
    },
  };
}

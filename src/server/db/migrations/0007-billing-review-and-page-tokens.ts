import type { Kysely, Migration } from 'kysely';
import { timestampType } from '../column-types.ts';
import type { Dialect } from '../database.ts';

// billing_conflicts: provider events that named a user whose stored subscription is another, live
// one. They are kept for a person to review instead of replacing that subscription (decision 0018).
// used_billing_tokens: the ids of the local provider's single-use page tokens already spent.
export function billingReviewAndPageTokens(dialect: Dialect): Migration {
  const timestamp = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('billing_conflicts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('event_type', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
        .addColumn('stored_subscription_id', 'text')
        .addColumn('event_subscription_id', 'text')
        .addColumn('reason', 'text', (col) => col.notNull())
        /** JSON text: the event as we parsed it (status, customer, dates). */
        .addColumn('event', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('resolved_at', timestamp)
        .execute();
      await db.schema.createIndex('billing_conflicts_user_idx').on('billing_conflicts').column('user_id').execute();

      await db.schema
        .createTable('used_billing_tokens')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('expires_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('used_billing_tokens').execute();
      await db.schema.dropTable('billing_conflicts').execute();
    },
  };
}

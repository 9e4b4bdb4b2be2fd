import type { Kysely, Migration } from 'kysely';
import { timestampType } from '../column-types.ts';
import type { Dialect } from '../database.ts';

export function foundation(dialect: Dialect): Migration {
  const timestamp = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('delivered_at', timestamp)
        .addColumn('delivery_error', 'text')
        .execute();
      await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

      // Shared by every instance, so a limit holds across a load-balanced deployment.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', 'bigint', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('rate_limits_window_start_idx').on('rate_limits').column('window_start').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
      await db.schema.dropTable('contact_messages').execute();
    },
  };
}

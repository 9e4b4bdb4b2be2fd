import { sql, type Kysely, type Migration } from 'kysely';
import { timestampType } from '../column-types.ts';
import type { Dialect } from '../database.ts';

// Accounts as better-auth needs them (src/server/auth/auth-schema-options.ts maps its models onto
// these names), plus the spec's user flags (product §3 users) and the chosen language.
export function accounts(dialect: Dialect): Migration {
  const timestamp = timestampType(dialect);
  const falseValue = dialect === 'postgres' ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(falseValue))
        .addColumn('image', 'text')
        .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
        .addColumn('is_subscribed', 'boolean', (col) => col.notNull().defaultTo(falseValue))
        .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(falseValue))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('ip_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'text', (col) => col.notNull())
        .addColumn('provider_id', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', timestamp)
        .addColumn('refresh_token_expires_at', timestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('identifier', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('expires_at', timestamp, (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute();

      await db.schema
        .createTable('auth_rate_limits')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('last_request', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['auth_rate_limits', 'verifications', 'accounts', 'sessions', 'users']) await db.schema.dropTable(table).execute();
    },
  };
}

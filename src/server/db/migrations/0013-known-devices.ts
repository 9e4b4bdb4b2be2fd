import type { Kysely, Migration } from 'kysely';

// A browser the owner signed in from (known-device.ts): one random mark per browser and account,
// kept as its hash, so a mark can be ended (sign-out, a password reset) and replaced on each use.
export function knownDevices(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('known_devices')
        .addColumn('mark_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('known_devices_by_user').on('known_devices').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('known_devices').execute();
    },
  };
}

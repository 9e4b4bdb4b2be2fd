import type { Kysely, Migration } from 'kysely';

// One generation at a time per user, across every instance: a row exists while one runs.
export function generationLocks(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('generation_locks')
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('started_at', 'bigint', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('generation_locks').execute();
    },
  };
}

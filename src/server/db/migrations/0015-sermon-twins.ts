import { sql, type Kysely, type Migration } from 'kysely';

// A sermon and its twin in the other language record each other (issue 27, decision 0032):
// `twin_id` on both rows, null until a twin is made. Not a foreign key: deleting one sermon
// clears the other's `twin_id` in the same transaction (sermon-repository.ts), on both databases
// alike, and SQLite cannot add a column with a constraint to an existing table anyway. The index
// lets that delete find the row that names the deleted one.
export function sermonTwins(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sermons').addColumn('twin_id', 'text').execute();
      await db.schema.createIndex('sermons_twin_idx').on('sermons').column('twin_id').where(sql.ref('twin_id'), 'is not', null).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('sermons_twin_idx').execute();
      await db.schema.alterTable('sermons').dropColumn('twin_id').execute();
    },
  };
}

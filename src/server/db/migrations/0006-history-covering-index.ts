import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

// The history page lists (id, title, main scripture, language, date). With an index on the key
// alone, each listed row was read from the table, past the sermon's text (kilobytes, on overflow
// pages in SQLite). The index now carries those columns, so the page is read from the index only.
// Titles are at most 200 characters and references 100, well inside PostgreSQL's index row limit.
export function historyCoveringIndex(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create index sermons_user_history_idx on sermons (user_id, created_at, id) include (title, main_scripture, language)`.execute(db);
      } else {
        await db.schema.createIndex('sermons_user_history_idx').on('sermons').columns(['user_id', 'created_at', 'id', 'title', 'main_scripture', 'language']).execute();
      }
      await db.schema.dropIndex('sermons_user_created_idx').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.createIndex('sermons_user_created_idx').on('sermons').columns(['user_id', 'created_at', 'id']).execute();
      await db.schema.dropIndex('sermons_user_history_idx').execute();
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import { timestampType } from '../column-types.ts';
import type { Dialect } from '../database.ts';

// product §3 sermons, plus the style, the engine that wrote it, and the verified verses it quotes.
export function sermons(dialect: Dialect): Migration {
  const timestamp = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sermons')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('main_scripture', 'text', (col) => col.notNull())
        .addColumn('introduction', 'text', (col) => col.notNull())
        // JSON array of text (product §3: points is a list of text)
        .addColumn('points', 'text', (col) => col.notNull())
        .addColumn('illustrations', 'text', (col) => col.notNull())
        .addColumn('conclusion', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('audience_type', 'text', (col) => col.notNull())
        .addColumn('language_style', 'text', (col) => col.notNull())
        .addColumn('engine', 'text', (col) => col.notNull())
        // JSON array of { reference, text }: the Bible text shown with the sermon
        .addColumn('verses', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('updated_at', timestamp, (col) => col.notNull())
        .execute();
      // History: one user's sermons, newest first, paged by (created_at, id).
      await db.schema.createIndex('sermons_user_created_idx').on('sermons').columns(['user_id', 'created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sermons').execute();
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

// History rows that tell sermons apart (issue 26): each row shows the sermon's audience and style
// beside its language and time. The style is repeated out of the document into its own column,
// like the audience (migration 0009), and the covering history index carries both, so the page is
// still read from the index alone (migration 0006). Accounts made before a name was asked for
// were given the e-mail's local part as a name; that was never the member's choice, so it is
// cleared and the app greets them by e-mail until they give one.

const BATCH = 500;
const STYLES = new Set(['simple', 'standard', 'theological']);

export function historyRowsApart(dialect: Dialect): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      await db.schema.alterTable('sermons').addColumn('language_style', 'text', (col) => col.notNull().defaultTo('standard')).execute();
      let after = '';
      for (;;) {
        const rows = (await db.selectFrom('sermons').select(['id', 'document']).where('id', '>', after).orderBy('id').limit(BATCH).execute()) as Array<{ id: string; document: string }>;
        for (const row of rows) {
          const style = (JSON.parse(row.document) as { languageStyle?: unknown }).languageStyle;
          if (typeof style === 'string' && STYLES.has(style) && style !== 'standard') await db.updateTable('sermons').set({ language_style: style }).where('id', '=', row.id).execute();
        }
        if (rows.length < BATCH) break;
        after = rows.at(-1)!.id;
      }
      await db.schema.dropIndex('sermons_user_history_idx').execute();
      if (dialect === 'postgres') {
        await sql`create index sermons_user_history_idx on sermons (user_id, created_at, id) include (title, main_scripture, language, audience_type, language_style)`.execute(db);
      } else {
        await db.schema
          .createIndex('sermons_user_history_idx')
          .on('sermons')
          .columns(['user_id', 'created_at', 'id', 'title', 'main_scripture', 'language', 'audience_type', 'language_style'])
          .execute();
      }
      const localPart = dialect === 'postgres' ? sql`split_part(email, '@', 1)` : sql`substr(email, 1, instr(email, '@') - 1)`;
      await sql`update users set name = '' where name = ${localPart}`.execute(db);
    },
    async down(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      await db.schema.dropIndex('sermons_user_history_idx').execute();
      if (dialect === 'postgres') {
        await sql`create index sermons_user_history_idx on sermons (user_id, created_at, id) include (title, main_scripture, language)`.execute(db);
      } else {
        await db.schema.createIndex('sermons_user_history_idx').on('sermons').columns(['user_id', 'created_at', 'id', 'title', 'main_scripture', 'language']).execute();
      }
      await db.schema.alterTable('sermons').dropColumn('language_style').execute();
    },
  };
}

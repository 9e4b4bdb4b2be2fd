import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

// The history search (decision 0022): the audience as a column (a filter), and the sermon's words,
// folded (src/shared/sermon-search.ts), in a full-text index. The repository writes `search_text`
// with the document on every insert and save; the index follows it by itself:
// - PostgreSQL: a generated tsvector ('simple': the words are already folded, and a sermon may be
//   English or Spanish) with a GIN index.
// - SQLite: an FTS5 table kept by triggers. Its rows are keyed by a small id table because the
//   sermons' own rowid is not stable (VACUUM may renumber a table without an INTEGER PRIMARY KEY).
// The words of existing sermons are filled in here with a frozen copy of the folding.

const WORD = /[\p{L}\p{N}]+/gu;
const fold = (text: string) => (text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().match(WORD) ?? []).join(' ');

interface StoredPassage {
  reference: string;
  text: string;
}
interface StoredDocument {
  title: string;
  mainPassage: StoredPassage;
  introduction: string;
  points: Array<{ heading: string; passage: StoredPassage | null; explanation: string; application: string }>;
  illustrations: string;
  conclusion: string;
  notes: string;
  audienceType: string;
}

function searchable(document: StoredDocument): string {
  return fold(
    [
      document.title,
      document.mainPassage.reference,
      document.mainPassage.text,
      document.introduction,
      ...document.points.flatMap((point) => [point.heading, point.passage?.reference ?? '', point.passage?.text ?? '', point.explanation, point.application]),
      document.illustrations,
      document.conclusion,
      document.notes,
    ].join('\n'),
  );
}

const BATCH = 500;

export function sermonSearch(dialect: Dialect): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      await db.schema.alterTable('sermons').addColumn('audience_type', 'text', (col) => col.notNull().defaultTo('general')).execute();
      await db.schema.alterTable('sermons').addColumn('search_text', 'text', (col) => col.notNull().defaultTo('')).execute();
      if (dialect === 'postgres') {
        await sql`alter table sermons add column search_vector tsvector generated always as (to_tsvector('simple'::regconfig, search_text)) stored`.execute(db);
        await sql`create index sermons_search_idx on sermons using gin (search_vector)`.execute(db);
      } else {
        await sql`create table sermon_search_ids (rowid integer primary key, sermon_id text not null unique)`.execute(db);
        await sql`create virtual table sermon_search using fts5(body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
        await sql`create trigger sermons_search_insert after insert on sermons begin
          insert into sermon_search_ids (sermon_id) values (new.id);
          insert into sermon_search (rowid, body) values ((select rowid from sermon_search_ids where sermon_id = new.id), new.search_text);
        end`.execute(db);
        await sql`create trigger sermons_search_update after update of search_text on sermons begin
          update sermon_search set body = new.search_text where rowid = (select rowid from sermon_search_ids where sermon_id = new.id);
        end`.execute(db);
        await sql`create trigger sermons_search_delete after delete on sermons begin
          delete from sermon_search where rowid = (select rowid from sermon_search_ids where sermon_id = old.id);
          delete from sermon_search_ids where sermon_id = old.id;
        end`.execute(db);
        await sql`insert into sermon_search_ids (sermon_id) select id from sermons`.execute(db);
        await sql`insert into sermon_search (rowid, body) select rowid, '' from sermon_search_ids`.execute(db);
      }
      let after = '';
      for (;;) {
        const rows = (await db.selectFrom('sermons').select(['id', 'document']).where('id', '>', after).orderBy('id').limit(BATCH).execute()) as Array<{ id: string; document: string }>;
        for (const row of rows) {
          const document = JSON.parse(row.document) as StoredDocument;
          await db.updateTable('sermons').set({ audience_type: document.audienceType, search_text: searchable(document) }).where('id', '=', row.id).execute();
        }
        if (rows.length < BATCH) break;
        after = rows.at(-1)!.id;
      }
    },
    async down(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (dialect === 'postgres') {
        await sql`drop index sermons_search_idx`.execute(db);
        await sql`alter table sermons drop column search_vector`.execute(db);
      } else {
        for (const trigger of ['sermons_search_insert', 'sermons_search_update', 'sermons_search_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        await sql`drop table sermon_search`.execute(db);
        await sql`drop table sermon_search_ids`.execute(db);
      }
      await db.schema.alterTable('sermons').dropColumn('search_text').execute();
      await db.schema.alterTable('sermons').dropColumn('audience_type').execute();
    },
  };
}

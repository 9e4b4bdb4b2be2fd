import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

// The history search (decision 0022): the audience as a column, and `search_text`: the sermon's
// words, folded (src/shared/sermon-search.ts), after three tokens for its owner, language and
// audience (search-tokens.ts). The full-text index answers "this user's sermons in this language
// with these words" by itself, from its smallest lists, without reading a sermon; a search of one
// member's words among everyone's costs what that member's matches cost. The repository writes
// `search_text` with the document on every insert and save; the index follows it by itself:
// - PostgreSQL: a generated tsvector ('simple': the words are already folded, and a sermon may be
//   English or Spanish) with a GIN index.
// - SQLite: an FTS5 table kept by triggers, and beside it the narrow `sermon_search_rows` (its
//   rowid, the sermon's id and date) that orders the matches newest first without reading the
//   sermons. The sermons' own rowid is not used: VACUUM may renumber a table without an INTEGER
//   PRIMARY KEY.
// The words of existing sermons are filled in here with a frozen copy of the folding and tokens.

const WORD = /[\p{L}\p{N}]+/gu;
const fold = (text: string) => (text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().match(WORD) ?? []).join(' ');
const tokens = (userId: string, language: string, audience: string) => `xu${Buffer.from(userId, 'utf8').toString('hex')} xl${language} xa${audience}`;

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

function searchable(userId: string, document: StoredDocument & { language: string }): string {
  return `${tokens(userId, document.language, document.audienceType)} ` + fold(
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
        await sql`create table sermon_search_rows (rowid integer primary key, sermon_id text not null unique, created_at text not null)`.execute(db);
        // detail=column: no positions (no phrase search is offered), so the lists read are smaller.
        await sql`create virtual table sermon_search using fts5(body, detail = column, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
        await sql`create trigger sermons_search_insert after insert on sermons begin
          insert into sermon_search_rows (sermon_id, created_at) values (new.id, new.created_at);
          insert into sermon_search (rowid, body) values ((select rowid from sermon_search_rows where sermon_id = new.id), new.search_text);
        end`.execute(db);
        await sql`create trigger sermons_search_update after update of search_text on sermons begin
          update sermon_search set body = new.search_text where rowid = (select rowid from sermon_search_rows where sermon_id = new.id);
        end`.execute(db);
        await sql`create trigger sermons_search_delete after delete on sermons begin
          delete from sermon_search where rowid = (select rowid from sermon_search_rows where sermon_id = old.id);
          delete from sermon_search_rows where sermon_id = old.id;
        end`.execute(db);
        await sql`insert into sermon_search_rows (sermon_id, created_at) select id, created_at from sermons`.execute(db);
        await sql`insert into sermon_search (rowid, body) select rowid, '' from sermon_search_rows`.execute(db);
      }
      let after = '';
      for (;;) {
        const rows = (await db.selectFrom('sermons').select(['id', 'user_id', 'document']).where('id', '>', after).orderBy('id').limit(BATCH).execute()) as Array<{ id: string; user_id: string; document: string }>;
        for (const row of rows) {
          const document = JSON.parse(row.document) as StoredDocument & { language: string };
          await db.updateTable('sermons').set({ audience_type: document.audienceType, search_text: searchable(row.user_id, document) }).where('id', '=', row.id).execute();
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
        await sql`drop table sermon_search_rows`.execute(db);
      }
      await db.schema.alterTable('sermons').dropColumn('search_text').execute();
      await db.schema.alterTable('sermons').dropColumn('audience_type').execute();
    },
  };
}

import crypto from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { createTables as createTablesOf0010 } from './0010-search-in-date-order.ts';

// The history search's index becomes every member's own (issue 25, decision 0025). Until now a
// term was a word of everyone's sermons, and `search_words` was everyone's vocabulary, written by
// every save in its transaction: two members saving the same new words in different orders
// deadlocked on PostgreSQL, one member's made-up words grew it for all and slowed everyone's
// prefix lookups, a search's time told whether anyone had a word, and on SQLite another member
// could write a member's owner token into their notes and fill that member's search page with
// their own sermons.
//
// Now every term starts with the owner's search key: "<key>_gracia". `sermons.search_key` holds the
// key (24 hex digits of SHA-256 of the user id); `sermons.search_text` the filter tokens
// ("_l_en", "_a_youth", "_l_en_a_youth") and the sermon's distinct words (each cut to 40
// characters, at most 4,000); the database prefixes each with the key:
// - SQLite: a contentless FTS5 table (the prefixed text is not stored twice), with "_" a token
//   character and prefix indexes for one and two characters after the key; `sermon_search_vocab`
//   (fts5vocab) lists its terms, so "<key>_grac" to "<key>_grad" is the member's vocabulary for
//   "grac". `sermon_search_rows` gains `user_id`, checked inside the search before its limit.
// - PostgreSQL: the tsvector is built from the terms as they are (array_to_tsvector: no parser,
//   so "_" stays), without positions (no phrase search is offered).
// `search_words` goes. Written here with a frozen copy of the folding and of search-tokens.ts.

const KEY_LENGTH = 24;
const MAX_WORD_LENGTH = 40;
const MAX_WORDS = 4000;
const WORD = /[\p{L}\p{N}]+/gu;
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().match(WORD) ?? [];
const keyOf = (userId: string) => crypto.createHash('sha256').update(userId, 'utf8').digest('hex').slice(0, KEY_LENGTH);

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
  language: string;
  audienceType: string;
}

function foldedWords(document: StoredDocument): string[] {
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

/** This migration's `search_text`. */
function searchText(document: StoredDocument): string {
  const words = new Set<string>();
  for (const word of foldedWords(document)) {
    words.add(word.length <= MAX_WORD_LENGTH ? word : [...word].slice(0, MAX_WORD_LENGTH).join(''));
    if (words.size === MAX_WORDS) break;
  }
  const { language, audienceType: audience } = document;
  return [`_l_${language}`, `_a_${audience}`, `_l_${language}_a_${audience}`, ...words].join(' ');
}

/** 0010's `search_text`: the owner's four tokens, then every folded word. */
function searchTextOf0010(userId: string, document: StoredDocument): string {
  const owner = `xu${Buffer.from(userId, 'utf8').toString('hex')}`;
  const { language, audienceType: audience } = document;
  return [owner, `${owner}zl${language}`, `${owner}za${audience}`, `${owner}zl${language}za${audience}`, ...foldedWords(document)].join(' ');
}

const BATCH = 500;

/** Rewrites every sermon's search columns from its document; `each` sees every batch. */
async function rewrite(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  columns: (row: { user_id: string; document: StoredDocument }) => Record<string, string>,
  each: (rows: Array<{ document: StoredDocument; user_id: string }>) => Promise<void> = async () => {},
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db.selectFrom('sermons').select(['id', 'user_id', 'document']).where('id', '>', after).orderBy('id').limit(BATCH).execute()) as Array<{ id: string; user_id: string; document: string }>;
    const read = rows.map((row) => ({ id: row.id, user_id: row.user_id, document: JSON.parse(row.document) as StoredDocument }));
    for (const row of read) await db.updateTable('sermons').set(columns(row)).where('id', '=', row.id).execute();
    await each(read);
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
}

// SQLite: the key before every token of search_text, as the index reads it.
const INDEXED = (row: string) => `${row}.search_key || '_' || replace(${row}.search_text, ' ', ' ' || ${row}.search_key || '_')`;
const KEY_BASE_MS = 2 ** 43;
const SLOTS_PER_MS = 1024;
const dateKey = (createdAt: string) => `((${KEY_BASE_MS} - cast(round(unixepoch(${createdAt}, 'subsec') * 1000) as integer)) * ${SLOTS_PER_MS})`;
// One and two characters after "<key>_": a word typed as one or two characters reads one list.
const PREFIXES = `${KEY_LENGTH + 2} ${KEY_LENGTH + 3}`;

async function createSqliteTables(db: Kysely<unknown>): Promise<void> {
  await sql`create table sermon_search_rows (rowid integer primary key, sermon_id text not null unique, user_id text not null, created_at text not null)`.execute(db);
  await sql.raw(`create virtual table sermon_search using fts5(body, content = '', contentless_delete = 1, detail = column, tokenize = "unicode61 remove_diacritics 2 tokenchars '_'", prefix = '${PREFIXES}')`).execute(db);
  await sql`create virtual table sermon_search_vocab using fts5vocab(sermon_search, 'row')`.execute(db);
  const rowid = `coalesce((select max(rowid) + 1 from sermon_search_rows where rowid >= ${dateKey('new.created_at')} and rowid < ${dateKey('new.created_at')} + ${SLOTS_PER_MS}), ${dateKey('new.created_at')})`;
  await sql.raw(`create trigger sermons_search_insert after insert on sermons begin
    insert into sermon_search_rows (rowid, sermon_id, user_id, created_at) values (${rowid}, new.id, new.user_id, new.created_at);
    insert into sermon_search (rowid, body) values ((select rowid from sermon_search_rows where sermon_id = new.id), ${INDEXED('new')});
  end`).execute(db);
  await sql.raw(`create trigger sermons_search_update after update of search_text, search_key on sermons begin
    update sermon_search set body = ${INDEXED('new')} where rowid = (select rowid from sermon_search_rows where sermon_id = new.id);
  end`).execute(db);
  await sql`create trigger sermons_search_delete after delete on sermons begin
    delete from sermon_search where rowid = (select rowid from sermon_search_rows where sermon_id = old.id);
    delete from sermon_search_rows where sermon_id = old.id;
  end`.execute(db);
  const rowids = `${dateKey('created_at')} + row_number() over (partition by ${dateKey('created_at')} order by id desc) - 1`;
  await sql.raw(`insert into sermon_search_rows (rowid, sermon_id, user_id, created_at) select ${rowids}, id, user_id, created_at from sermons order by created_at desc, id desc`).execute(db);
  await sql.raw(`insert into sermon_search (rowid, body) select r.rowid, ${INDEXED('s')} from sermon_search_rows r join sermons s on s.id = r.sermon_id order by r.rowid`).execute(db);
}

async function dropSqliteTables(db: Kysely<unknown>, vocabulary: boolean): Promise<void> {
  for (const trigger of ['sermons_search_insert', 'sermons_search_update', 'sermons_search_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  if (vocabulary) await sql`drop table sermon_search_vocab`.execute(db);
  await sql`drop table sermon_search`.execute(db);
  await sql`drop table sermon_search_rows`.execute(db);
}

export function searchPerMember(dialect: Dialect): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      // The old index goes first, so that rewriting the rows does not also rewrite it.
      if (dialect === 'sqlite') await dropSqliteTables(db, false);
      else {
        await sql`drop index sermons_search_idx`.execute(db);
        await sql`alter table sermons drop column search_vector`.execute(db);
      }
      await db.schema.alterTable('sermons').addColumn('search_key', 'text', (col) => col.notNull().defaultTo('')).execute();
      await rewrite(db, (row) => ({ search_key: keyOf(row.user_id), search_text: searchText(row.document) }));
      if (dialect === 'sqlite') await createSqliteTables(db);
      else {
        await sql`alter table sermons add column search_vector tsvector generated always as (array_to_tsvector(string_to_array(search_key || '_' || replace(search_text, ' ', ' ' || search_key || '_'), ' '))) stored`.execute(db);
        await sql`create index sermons_search_idx on sermons using gin (search_vector)`.execute(db);
      }
      await sql`drop table search_words`.execute(db);
    },
    async down(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (dialect === 'sqlite') await dropSqliteTables(db, true);
      else {
        await sql`drop index sermons_search_idx`.execute(db);
        await sql`alter table sermons drop column search_vector`.execute(db);
      }
      if (dialect === 'sqlite') await sql`create table search_words (language text not null, word text not null, primary key (language, word)) without rowid`.execute(db);
      else await sql`create table search_words (language text not null, word text collate "C" not null, primary key (language, word))`.execute(db);
      await rewrite(
        db,
        (row) => ({ search_text: searchTextOf0010(row.user_id, row.document) }),
        async (rows) => {
          // 0010's vocabulary; words too long for PostgreSQL's B-tree are left out (they failed saves then).
          const entries = [...new Set(rows.flatMap((row) => foldedWords(row.document).filter((word) => word.length <= 200).map((word) => `${row.document.language} ${word}`)))].map((entry) => {
            const [language, word] = entry.split(' ') as [string, string];
            return { language, word };
          });
          for (let start = 0; start < entries.length; start += BATCH) {
            await db.insertInto('search_words').values(entries.slice(start, start + BATCH)).onConflict((oc) => oc.columns(['language', 'word']).doNothing()).execute();
          }
        },
      );
      await db.schema.alterTable('sermons').dropColumn('search_key').execute();
      if (dialect === 'sqlite') await createTablesOf0010(db, true);
      else {
        await sql`alter table sermons add column search_vector tsvector generated always as (to_tsvector('simple'::regconfig, search_text)) stored`.execute(db);
        await sql`create index sermons_search_idx on sermons using gin (search_vector)`.execute(db);
      }
    },
  };
}

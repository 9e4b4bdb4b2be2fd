import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

// The history search, ordered by the index itself (decision 0022, "Measurements"). With 0009's
// FTS5 table a search found *every* match (a common word: thousands of one member's sermons, a
// verse number typed as "2": most of them), joined each to its date and sorted them, to keep ten:
// 20–130 ms in process on 10,000 sermons. Here the FTS rowid is the sort key: newest first is
// ascending rowid, so FTS5 walks its lists in page order and stops at the page's eleventh match.
//   rowid = (KEY_BASE_MS − created_at in ms) × 1024 + n
// where n (0–1023) separates sermons created in the same millisecond (the migration numbers them
// in the history list's own order, id descending; later ones follow). A sermon's created_at never
// changes, so neither does its key. KEY_BASE_MS is 2^43 ms (year 2248), keeping keys under 2^53.
// `prefix='1 2'`: a word typed as one or two characters (a verse number, "2") reads one
// prefix list instead of merging every indexed word that starts with it.
//
// `search_words`, on both databases: every word ever indexed, once. A query word is matched as the
// start of a word ("grac" finds "gracia" and "gracias"); FTS5 answers a prefix by merging the lists
// of every word that starts with it, for everyone's sermons, before the first match (20–40 ms for
// "gracia"* or "jesus"*). The repository instead looks the words up here (a B-tree range) and asks
// for them by name, which the index walks lazily in date order like any word (0.2 ms).
// Each word is kept with the language of the sermons that have it: a search filtered by language
// looks up only that language's words, so a word no sermon of that language has ("gracia" among
// English sermons) answers "no match" from the B-tree at once, where the index would have stepped
// through every Spanish sermon with the word (13 ms p50 over HTTP on SQLite, 15 on PostgreSQL).
// Words are never removed: one no longer in any sermon simply matches nothing.
//
// The tokens before the words (0009: owner, language, audience, each its own token) become four
// of the owner's: alone, with the language, with the audience, with both. The language and
// audience tokens were lists of everyone's sermons (50,000 and 12,500 entries among 100,000), read
// whole by PostgreSQL's GIN index for a search with both filters (61 ms p99 with 8 connections);
// now such a search intersects its words with the one list of the member's sermons it asks for.
// The layout is written here with a frozen copy of search-tokens.ts.

const KEY_BASE_MS = 2 ** 43;
const SLOTS_PER_MS = 1024;
const keyOf = (createdAt: string) => `((${KEY_BASE_MS} - cast(round(unixepoch(${createdAt}, 'subsec') * 1000) as integer)) * ${SLOTS_PER_MS})`;

// 0009's triggers, with the insert trigger now choosing the rowid; the others are as they were.
// Exported for 0011's down, which puts this layout back.
export async function createTables(db: Kysely<unknown>, keyed: boolean): Promise<void> {
  const prefix = keyed ? sql.raw(`, prefix = '1 2'`) : sql.raw('');
  await sql`create table sermon_search_rows (rowid integer primary key, sermon_id text not null unique, created_at text not null)`.execute(db);
  await sql`create virtual table sermon_search using fts5(body, detail = column, tokenize = 'unicode61 remove_diacritics 2'${prefix})`.execute(db);
  const rowid = keyed ? sql.raw(`coalesce((select max(rowid) + 1 from sermon_search_rows where rowid >= ${keyOf('new.created_at')} and rowid < ${keyOf('new.created_at')} + ${SLOTS_PER_MS}), ${keyOf('new.created_at')})`) : sql.raw('null');
  await sql`create trigger sermons_search_insert after insert on sermons begin
    insert into sermon_search_rows (rowid, sermon_id, created_at) values (${rowid}, new.id, new.created_at);
    insert into sermon_search (rowid, body) values ((select rowid from sermon_search_rows where sermon_id = new.id), new.search_text);
  end`.execute(db);
  await sql`create trigger sermons_search_update after update of search_text on sermons begin
    update sermon_search set body = new.search_text where rowid = (select rowid from sermon_search_rows where sermon_id = new.id);
  end`.execute(db);
  await sql`create trigger sermons_search_delete after delete on sermons begin
    delete from sermon_search where rowid = (select rowid from sermon_search_rows where sermon_id = old.id);
    delete from sermon_search_rows where sermon_id = old.id;
  end`.execute(db);
  const rowids = keyed ? sql.raw(`${keyOf('created_at')} + row_number() over (partition by ${keyOf('created_at')} order by id desc) - 1`) : sql.raw('null');
  await sql`insert into sermon_search_rows (rowid, sermon_id, created_at) select ${rowids}, id, created_at from sermons order by created_at desc, id desc`.execute(db);
  await sql`insert into sermon_search (rowid, body) select r.rowid, s.search_text from sermon_search_rows r join sermons s on s.id = r.sermon_id order by r.rowid`.execute(db);
}

async function dropTables(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['sermons_search_insert', 'sermons_search_update', 'sermons_search_delete']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table sermon_search`.execute(db);
  await sql`drop table sermon_search_rows`.execute(db);
}

const BATCH = 500;

const hexOf = (userId: string) => Buffer.from(userId, 'utf8').toString('hex');
/** 0009's tokens: owner, language, audience. */
const tokensOf0009 = (userId: string, language: string, audience: string) => `xu${hexOf(userId)} xl${language} xa${audience}`;
/** This migration's: the owner alone, with the language, with the audience, with both. */
const tokensOf0010 = (userId: string, language: string, audience: string) => {
  const owner = `xu${hexOf(userId)}`;
  return `${owner} ${owner}zl${language} ${owner}za${audience} ${owner}zl${language}za${audience}`;
};

/** Rewrites every sermon's `search_text` tokens (the words after them are kept); `each` sees every sermon's words. */
async function retoken(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  from: number,
  tokens: (userId: string, language: string, audience: string) => string,
  each: (rows: Array<{ language: string; words: string[] }>) => Promise<void> = async () => {},
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db.selectFrom('sermons').select(['id', 'user_id', 'language', 'audience_type', 'search_text']).where('id', '>', after).orderBy('id').limit(BATCH).execute()) as Array<{
      id: string;
      user_id: string;
      language: string;
      audience_type: string;
      search_text: string;
    }>;
    const read = rows.map((row) => ({ ...row, words: row.search_text.split(' ').slice(from).filter(Boolean) }));
    for (const row of read) {
      await db.updateTable('sermons').set({ search_text: [tokens(row.user_id, row.language, row.audience_type), ...row.words].join(' ') }).where('id', '=', row.id).execute();
    }
    await each(read);
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
}

export function searchInDateOrder(dialect: Dialect): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      if (dialect === 'sqlite') {
        await dropTables(db);
        await createTables(db, true);
        await sql`create table search_words (language text not null, word text not null, primary key (language, word)) without rowid`.execute(db);
      } else {
        // Byte order, so a range of words is a prefix whatever the database's collation.
        await sql`create table search_words (language text not null, word text collate "C" not null, primary key (language, word))`.execute(db);
      }
      // The first three words were 0009's tokens, not words.
      await retoken(db, 3, tokensOf0010, async (rows) => {
        const entries = [...new Set(rows.flatMap((row) => row.words.map((word) => `${row.language} ${word}`)))].map((entry) => {
          const [language, word] = entry.split(' ') as [string, string];
          return { language, word };
        });
        for (let start = 0; start < entries.length; start += BATCH) {
          await db.insertInto('search_words').values(entries.slice(start, start + BATCH)).onConflict((oc) => oc.columns(['language', 'word']).doNothing()).execute();
        }
      });
    },
    async down(untyped: Kysely<unknown>) {
      await sql`drop table search_words`.execute(untyped);
      await retoken(untyped as Kysely<any>, 4, tokensOf0009); // eslint-disable-line @typescript-eslint/no-explicit-any
      if (dialect !== 'sqlite') return;
      await dropTables(untyped);
      await createTables(untyped, false);
    },
  };
}

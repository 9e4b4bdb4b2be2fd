import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import { sermonResponse, type Sermon, type SermonListPage, type SermonSummary } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { searchTerms } from '#shared/sermon-search.ts';
import { withVerseStarts } from '../bible/passage-verse-starts.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Dialect } from '../db/database.ts';
import { toIsoString, type Database, type SermonsTable } from '../db/schema.ts';
import { retryOnceOnConflict } from '../db/transaction-conflict.ts';
import { afterPrefix, filterTerm, INDEXED_PREFIX_CHARACTERS, lastSearchKeyAt, memberSearchKey, searchColumnText, wordTerm } from './search-tokens.ts';

// Stored documents were valid when saved (generation and PUT both check them), so they are read
// back as they are rather than checked again on every read; each passage gets its verse starts
// on the way out (passage-verse-starts.ts).
function toSermon(row: Pick<SermonsTable, (typeof SERMON_COLUMNS)[number]>): Sermon {
  return sermonResponse({
    id: row.id,
    document: withVerseStarts(JSON.parse(row.document) as SermonDocument),
    revision: Number(row.revision),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
    twinId: row.twin_id,
  });
}

/** What a whole sermon is read with. */
const SERMON_COLUMNS = ['id', 'document', 'revision', 'created_at', 'updated_at', 'twin_id'] as const;

/** The columns that repeat the document for the history list and its search: written with it, every time. */
function listedColumns(userId: string, document: SermonDocument) {
  return {
    title: document.title,
    main_scripture: document.mainPassage.reference,
    language: document.language,
    audience_type: document.audienceType,
    language_style: document.languageStyle,
    search_text: searchColumnText(document),
    search_key: memberSearchKey(userId),
  };
}

/**
 * Runs `save` in a transaction, once more if PostgreSQL ended it as a deadlock or a serialization
 * failure (issue 25). A save writes only the member's own rows and the index (decision 0025), so
 * two members' saves no longer wait on each other; the retry covers whatever else may.
 */
function inTransaction<T>(db: Kysely<Database>, save: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return retryOnceOnConflict(() => db.transaction().execute(save));
}

/** A generated sermon to store: its author, the document, when, and the original it is the twin of. */
export interface GeneratedSave {
  userId: string;
  document: SermonDocument;
  now: Date;
  twinOf: string | null;
}

/** How one save of a group ended: stored, or refused alone (the others are kept). */
type GeneratedSaveOutcome = { status: 'saved'; sermon: Sermon } | { status: 'failed'; error: unknown };

function generatedRow({ userId, document, now, twinOf }: GeneratedSave): SermonsTable {
  const json = JSON.stringify(document);
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    ...listedColumns(userId, document),
    document: json,
    generated_document: json,
    revision: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    twin_id: twinOf,
  };
}

/**
 * The sermon, and the generation the daily quota counts: a sermon the user was shown is counted,
 * and a counted one is saved. A twin (`twinOf`: the original's id) is linked both ways, so neither
 * sermon ever names a twin that is not there.
 */
async function insertGenerated(trx: Kysely<Database>, row: SermonsTable): Promise<void> {
  await trx.insertInto('sermons').values(row).execute();
  await trx.insertInto('sermon_generations').values({ id: row.id, user_id: row.user_id, created_at: row.created_at }).execute();
  // Only an original without a twin takes this one: the twin service holds the member's
  // generation lock, so this never finds one, but a twin is never made twice even if it did.
  if (row.twin_id) {
    const linked = await trx.updateTable('sermons').set({ twin_id: row.id }).where('id', '=', row.twin_id).where('user_id', '=', row.user_id).where('twin_id', 'is', null).executeTakeFirst();
    if (Number(linked.numUpdatedRows) !== 1) throw new TwinTakenError();
  }
}

/** Stores a generated sermon for its author, with its generation, in one transaction. */
export async function saveGeneratedSermon(db: Kysely<Database>, userId: string, document: SermonDocument, now = new Date(), twinOf: string | null = null): Promise<Sermon> {
  const row = generatedRow({ userId, document, now, twinOf });
  await inTransaction(db, (trx) => insertGenerated(trx, row));
  return toSermon(row);
}

/**
 * Stores several generated sermons in one transaction (a group commit): the full-text index and
 * the write-ahead log then take one commit for all of them, about half the cost of each
 * (decision 0053). Each is written in its own savepoint, so one that fails is rolled back alone
 * and reported, and the others are kept; if the transaction itself fails, every save fails.
 */
export async function saveGeneratedSermons(db: Kysely<Database>, saves: readonly GeneratedSave[]): Promise<GeneratedSaveOutcome[]> {
  const rows = saves.map(generatedRow);
  return inTransaction(db, async (trx) => {
    const outcomes: GeneratedSaveOutcome[] = [];
    for (const row of rows) {
      await sql`savepoint generated_save`.execute(trx);
      try {
        await insertGenerated(trx, row);
        await sql`release savepoint generated_save`.execute(trx);
        outcomes.push({ status: 'saved', sermon: toSermon(row) });
      } catch (error) {
        await sql`rollback to savepoint generated_save`.execute(trx);
        await sql`release savepoint generated_save`.execute(trx);
        outcomes.push({ status: 'failed', error });
      }
    }
    return outcomes;
  });
}

/** Generations logged for the user since `since` (deleted sermons included). */
export async function countGenerationsSince(db: Kysely<Database>, userId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sermon_generations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type UpdateResult = { status: 'saved'; sermon: Sermon } | { status: 'conflict'; sermon: Sermon } | { status: 'not_found' };

/**
 * Saves a new version of the user's sermon if it is still at `baseRevision`: revision + 1 and a
 * later updated_at. Otherwise the sermon as it now is (conflict), so no edit is lost silently.
 * A save that changes nothing makes no new revision, whatever revision it was based on: it loses
 * and overwrites nothing, and the answer is the sermon as it is. A save sent twice (its answer
 * lost, or the request repeated on the way) then never turns the next real edit into a conflict
 * with the pastor's own earlier copy.
 */
export async function updateSermon(db: Kysely<Database>, userId: string, id: string, document: SermonDocument, baseRevision: number, now = new Date()): Promise<UpdateResult> {
  return inTransaction(db, async (trx): Promise<UpdateResult> => {
    const current = await trx.selectFrom('sermons').select(SERMON_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!current) return { status: 'not_found' };
    const stored = JSON.stringify(document);
    if (current.document === stored) return { status: 'saved', sermon: toSermon(current) };
    if (Number(current.revision) !== baseRevision) return { status: 'conflict', sermon: toSermon(current) };
    // updated_at moves forward on every save, even two saves within one millisecond.
    const previous = Date.parse(toIsoString(current.updated_at));
    const updatedAt = new Date(Math.max(now.getTime(), previous + 1)).toISOString();
    const next = { document: stored, revision: baseRevision + 1, updated_at: updatedAt };
    // The revision in the condition makes a concurrent save of the same revision lose, not overwrite.
    const result = await trx
      .updateTable('sermons')
      .set({ ...listedColumns(userId, document), ...next })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revision', '=', baseRevision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const latest = await trx.selectFrom('sermons').select(SERMON_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
      return latest.document === stored ? { status: 'saved', sermon: toSermon(latest) } : { status: 'conflict', sermon: toSermon(latest) };
    }
    return { status: 'saved', sermon: toSermon({ id, created_at: current.created_at, twin_id: current.twin_id, ...next }) };
  });
}

interface SermonCursor {
  createdAt: string;
  id: string;
}

function encodeCursor(cursor: SermonCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): SermonCursor | null {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
    // The cursor is opaque to the client but not trusted: a NUL inside it would fail the query on PostgreSQL.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(id)) return null;
    return { createdAt: new Date(createdAt).toISOString(), id };
  } catch {
    return null;
  }
}

const SUMMARY_COLUMNS = ['id', 'title', 'main_scripture', 'language', 'audience_type', 'language_style', 'created_at'] as const;
type SummaryRow = Pick<SermonsTable, (typeof SUMMARY_COLUMNS)[number]>;
/** The summary columns for the search's raw SQL, of the table aliased `table` when one is named. */
const summaryList = (table?: string) => sql.join(SUMMARY_COLUMNS.map((column) => sql.ref(table ? `${table}.${column}` : column)));
const SUMMARY_SELECT = summaryList('s');
const SUMMARY_LIST = summaryList();

function toSummary(row: SummaryRow): SermonSummary {
  return {
    id: row.id,
    title: row.title,
    mainScripture: row.main_scripture,
    language: row.language as Language,
    audienceType: row.audience_type as AudienceType,
    languageStyle: row.language_style as LanguageStyle,
    createdAt: toIsoString(row.created_at),
  };
}

const firstPage = compiledOnce((db, userId: string, rows: number) =>
  db.selectFrom('sermons').select(SUMMARY_COLUMNS).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(rows),
);

const pageAfter = compiledOnce((db, userId: string, createdAt: string, id: string, rows: number) =>
  db
    .selectFrom('sermons')
    .select(SUMMARY_COLUMNS)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(rows),
);

/**
 * One page of a user's history, newest first, as summaries (a page of whole sermons would be
 * ~80 KB of JSON that the list never shows). Keyset pagination on (created_at, id): each page
 * costs the same however deep it is, and sermons saved meanwhile never shift a page. The
 * covering index (migration 0006) answers it without reading the sermons' text.
 */
export async function listSermons(db: Kysely<Database>, userId: string, limit: number, cursor: SermonCursor | null): Promise<SermonListPage> {
  // One row more than the page tells whether there is a next one.
  const rows = cursor ? await pageAfter.rows(db, userId, cursor.createdAt, cursor.id, limit + 1) : await firstPage.rows(db, userId, limit + 1);
  const page = rows.slice(0, limit).map(toSummary);
  const last = page.at(-1);
  return { sermons: page, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}

/** At most this many of the member's words stand for a query word; more (a digit or two, a short prefix) use the index's prefix matching. */
const MAX_EXPANSION = 32;
/**
 * PostgreSQL: how many of the newest sermons are checked in order before the index is asked (a
 * match in one of ten or more fills a page there); doubled for each filter a search with words has.
 */
const RECENT_WINDOW = 110;

/**
 * SQLite: the member's index terms that start with `prefix` (one of the member's words: its
 * vocabulary is its own range of the index, search-tokens.ts), or null when there are too many to list.
 */
async function termsStartingWith(db: Kysely<Database>, prefix: string): Promise<string[] | null> {
  const found = await sql<{ term: string }>`select term from sermon_search_vocab where term >= ${prefix} and term < ${afterPrefix(prefix)} order by term limit ${MAX_EXPANSION + 1}`.execute(db);
  return found.rows.length > MAX_EXPANSION ? null : found.rows.map((row) => row.term);
}

export interface SermonSearch {
  q?: string | undefined;
  language?: string | undefined;
  audienceType?: string | undefined;
}

/**
 * One page of the history search (product §2): the same keyset pages as listSermons, narrowed to
 * sermons holding every word of `q` (each as a word's start) and of the language and audience
 * asked for. The full-text index finds them by itself from the member's own terms (search-tokens.ts;
 * decisions 0022 and 0025): FTS5 on SQLite, a GIN-indexed tsvector on PostgreSQL. Every list it
 * reads holds the member's sermons only, so what another member saves changes neither what a
 * search finds nor what it costs.
 */
export async function searchSermons(db: Kysely<Database>, dialect: Dialect, userId: string, search: SermonSearch, limit: number, cursor: SermonCursor | null): Promise<SermonListPage> {
  const words = searchTerms(search.q ?? '');
  if (words.length === 0 && !search.language && !search.audienceType) return listSermons(db, userId, limit, cursor);
  const key = memberSearchKey(userId);
  const filter = filterTerm(key, search.language, search.audienceType);
  let rows: SummaryRow[];
  if (dialect === 'postgres') {
    rows = await searchOnPostgres(db, userId, key, filter, words, search, limit, cursor);
  } else {
    // Each query word as the member's words it starts, asked for by name, which FTS5 walks lazily
    // (its own prefix query merges every such word's list before the first match); a word the
    // member has in no sermon: no match at all, from the vocabulary alone. A word of one or two
    // characters, or a prefix of very many words, is left to the index's prefix matching: one list
    // of its prefix index. The vocabulary is not asked about a short word at all: it reads every
    // list it names to count their sermons ("2" starts dozens of the member's words, 0.3 ms).
    const expanded = await Promise.all(words.map((word) => ([...word].length <= INDEXED_PREFIX_CHARACTERS ? null : termsStartingWith(db, wordTerm(key, word)))));
    if (expanded.some((found) => found !== null && found.length === 0)) return { sermons: [], nextCursor: null };
    const match = [...(filter ? [`"${filter}"`] : []), ...words.map((word, i) => (expanded[i] ? `(${expanded[i].map((term) => `"${term}"`).join(' OR ')})` : `"${wordTerm(key, word)}"*`))].join(' AND ');
    // The index's rowid is the newest-first order (migration 0010): FTS5 walks its lists in that
    // order and stops at the page's last match; the owner is checked on each before the limit
    // counts it, and each match's summary is read from the covering history index by its key, in
    // the same statement (CROSS JOIN keeps that order of reading; reading the page one sermon a
    // statement cost eleven more round trips through the query layer). A page after a cursor
    // starts past the cursor's own key (or, were that sermon deleted meanwhile, past its millisecond).
    let after = Number.MIN_SAFE_INTEGER;
    if (cursor) {
      const kept = await sql<{ rowid: number }>`select rowid from sermon_search_rows where sermon_id = ${cursor.id}`.execute(db);
      after = kept.rows[0]?.rowid ?? lastSearchKeyAt(cursor.createdAt);
    }
    const found = await sql<SummaryRow>`
      select ${SUMMARY_SELECT}
      from sermon_search m cross join sermon_search_rows r cross join sermons s
      where sermon_search match ${match} and m.rowid > ${after} and r.rowid = m.rowid and r.user_id = ${userId}
        and s.user_id = r.user_id and s.created_at = r.created_at and s.id = r.sermon_id
      order by m.rowid
      limit ${limit + 1}`.execute(db);
    rows = found.rows;
  }
  const page = rows.slice(0, limit).map(toSummary);
  const last = page.at(-1);
  return { sermons: page, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}

/**
 * PostgreSQL's search, one statement. A GIN index finds matches but not in date order, and
 * PostgreSQL cannot estimate how words, language and audience go together. So: first the member's
 * newest RECENT_WINDOW sermons (the history index, in order), checked one by one; a common word or
 * a broad filter fills the page there. Only when they do not (matches are sparse) is the index asked,
 * for the member's terms of the words and of that language and audience: it finds just those, which
 * are few, to sort. Both steps are one statement, the second gated on the first's count, so a
 * search that needs both costs one round trip, not two.
 */
async function searchOnPostgres(db: Kysely<Database>, userId: string, key: string, filter: string | null, words: string[], search: SermonSearch, limit: number, cursor: SermonCursor | null): Promise<SummaryRow[]> {
  // Every term is letters, digits and "_" only, so these are valid tsquery lexemes as they stand.
  const wordQuery = words.map((word) => `'${wordTerm(key, word)}':*`);
  const tsquery = [...(filter ? [`'${filter}'`] : []), ...wordQuery].join(' & ');
  const rows = limit + 1;
  const filters = [...(search.language ? [sql<boolean>`language = ${search.language}`] : []), ...(search.audienceType ? [sql<boolean>`audience_type = ${search.audienceType}`] : [])];
  const afterCursor = cursor ? sql`and (created_at < ${cursor.createdAt} or (created_at = ${cursor.createdAt} and id < ${cursor.id}))` : sql``;
  // Words with a filter are rarer in order: each filter doubles the window (words + language +
  // audience found ~8 in 110 and then sorted ~700 from the index, 62 ms p99 with 8 connections).
  const windowRows = words.length > 0 ? RECENT_WINDOW * 2 ** filters.length : RECENT_WINDOW;
  // In the window each word is looked for as the start of one of the sermon's words in its
  // `search_text` (the words the vector is made of, space-separated), which is kept in the row
  // (migration 0016), where its vector is stored apart: 40% less work than reading each vector.
  const wordsMatch = sql.join(
    words.map((word) => sql<boolean>`strpos(' ' || search_text, ${` ${word}`}) > 0`),
    sql` and `,
  );
  // Language and audience are checked before the words, in a CASE since PostgreSQL orders
  // conditions of equal cost as it likes: it read the words first (297 sermons' words read to find
  // 11 English sermons for youth, 1.4 ms).
  const kept = words.length === 0 ? sql.join(filters, sql` and `) : filters.length > 0 ? sql<boolean>`case when ${sql.join(filters, sql` and `)} then ${wordsMatch} else false end` : wordsMatch;
  // `matched` is materialized and has no user_id condition inside, so the planner can only answer
  // it from the GIN index (migration 0016 keeps it from preferring to read every vector): offered
  // the history index it walked all 10,000 sermons for a Spanish word among English ones (340 ms).
  // The member's terms keep it to the member's sermons; user_id is checked again on the few found.
  // Its condition on `recent` is evaluated once, before the index is read. (count(id): a statement
  // text with "*" is not prepared, prepared-pg-pool.ts.)
  const found = await sql<SummaryRow>`
    with recent as materialized (
      select ${SUMMARY_LIST} from (
        select ${SUMMARY_LIST}${words.length > 0 ? sql`, search_text` : sql``} from sermons
        where user_id = ${userId} ${afterCursor}
        order by created_at desc, id desc limit ${windowRows}
      ) newest
      where ${kept}
      order by created_at desc, id desc limit ${rows}
    ),
    matched as materialized (
      select ${SUMMARY_LIST}, user_id from sermons
      where search_vector @@ ${tsquery}::tsquery and (select count(id) from recent) < ${rows}
    )
    select ${SUMMARY_LIST} from recent where (select count(id) from recent) = ${rows}
    union all
    (select ${SUMMARY_LIST} from matched where user_id = ${userId} ${afterCursor} order by created_at desc, id desc limit ${rows})
    order by created_at desc, id desc limit ${rows}`.execute(db);
  return found.rows;
}

/** A user's own sermon; another user's id is the same as a missing one. */
export async function getSermon(db: Kysely<Database>, userId: string, id: string): Promise<Sermon | null> {
  const row = await db.selectFrom('sermons').select(SERMON_COLUMNS).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? toSermon(row) : null;
}

/** The document as it was first generated (for "restore the generated version"). */
export async function getGeneratedDocument(db: Kysely<Database>, userId: string, id: string): Promise<SermonDocument | null> {
  const row = await db.selectFrom('sermons').select('generated_document').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? withVerseStarts(JSON.parse(row.generated_document) as SermonDocument) : null;
}

/** The original already has a twin (or is gone): the new twin is not saved. */
export class TwinTakenError extends Error {
  override name = 'TwinTakenError';
}

/** Deletes the user's sermon; its twin, if any, stays and names no twin any more (one can be made again). */
export async function deleteSermon(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('sermons').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.updateTable('sermons').set({ twin_id: null }).where('twin_id', '=', id).where('user_id', '=', userId).execute();
    return true;
  });
}

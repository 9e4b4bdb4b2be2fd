import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Language } from '#shared/languages.ts';
import { sermonResponse, type Sermon, type SermonListPage } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { searchTerms } from '#shared/sermon-search.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import type { Dialect } from '../db/database.ts';
import { toIsoString, type Database, type SermonsTable } from '../db/schema.ts';
import { audienceToken, languageToken, ownerToken, searchColumnText } from './search-tokens.ts';

// Stored documents were valid when saved (generation and PUT both check them), so they are read
// back as they are rather than checked again on every read.
function toSermon(row: Pick<SermonsTable, 'id' | 'document' | 'revision' | 'created_at' | 'updated_at'>): Sermon {
  return sermonResponse({ id: row.id, document: JSON.parse(row.document) as SermonDocument, revision: Number(row.revision), createdAt: toIsoString(row.created_at), updatedAt: toIsoString(row.updated_at) });
}

/** The columns that repeat the document for the history list: written with it, every time. */
function listedColumns(userId: string, document: SermonDocument) {
  return { title: document.title, main_scripture: document.mainPassage.reference, language: document.language, audience_type: document.audienceType, search_text: searchColumnText(userId, document) };
}

/**
 * Stores a generated sermon for its author, and logs the generation the daily quota counts, in
 * one transaction: a sermon the user was shown is counted, and a counted one is saved.
 */
export async function saveGeneratedSermon(db: Kysely<Database>, userId: string, document: SermonDocument, now = new Date()): Promise<Sermon> {
  const json = JSON.stringify(document);
  const row: SermonsTable = {
    id: crypto.randomUUID(),
    user_id: userId,
    ...listedColumns(userId, document),
    document: json,
    generated_document: json,
    revision: 1,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sermons').values(row).execute();
    await trx.insertInto('sermon_generations').values({ id: row.id, user_id: userId, created_at: row.created_at }).execute();
  });
  return toSermon(row);
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
 */
export async function updateSermon(db: Kysely<Database>, userId: string, id: string, document: SermonDocument, baseRevision: number, now = new Date()): Promise<UpdateResult> {
  return db.transaction().execute(async (trx): Promise<UpdateResult> => {
    const current = await trx.selectFrom('sermons').select(['id', 'document', 'revision', 'created_at', 'updated_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!current) return { status: 'not_found' };
    if (Number(current.revision) !== baseRevision) return { status: 'conflict', sermon: toSermon(current) };
    // updated_at moves forward on every save, even two saves within one millisecond.
    const previous = Date.parse(toIsoString(current.updated_at));
    const updatedAt = new Date(Math.max(now.getTime(), previous + 1)).toISOString();
    const next = { document: JSON.stringify(document), revision: baseRevision + 1, updated_at: updatedAt };
    // The revision in the condition makes a concurrent save of the same revision lose, not overwrite.
    const result = await trx
      .updateTable('sermons')
      .set({ ...listedColumns(userId, document), ...next })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revision', '=', baseRevision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const latest = await trx.selectFrom('sermons').select(['id', 'document', 'revision', 'created_at', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
      return { status: 'conflict', sermon: toSermon(latest) };
    }
    return { status: 'saved', sermon: toSermon({ id, created_at: current.created_at, ...next }) };
  });
}

export interface SermonCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: SermonCursor): string {
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

const SUMMARY_COLUMNS = ['id', 'title', 'main_scripture', 'language', 'created_at'] as const;

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
  const page = rows.slice(0, limit).map((row) => ({ id: row.id, title: row.title, mainScripture: row.main_scripture, language: row.language as Language, createdAt: toIsoString(row.created_at) }));
  const last = page.at(-1);
  return { sermons: page, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}

export interface SermonSearch {
  q?: string | undefined;
  language?: string | undefined;
  audienceType?: string | undefined;
}

/**
 * One page of the history search (product §2): the same keyset pages as listSermons, narrowed to
 * sermons holding every word of `q` (each as a word's start) and of the language and audience
 * asked for. The full-text index of migration 0009 finds them by itself, owner, language and
 * audience being tokens in it (search-tokens.ts; decision 0022): FTS5 on SQLite, a GIN-indexed
 * tsvector on PostgreSQL.
 */
export async function searchSermons(db: Kysely<Database>, dialect: Dialect, userId: string, search: SermonSearch, limit: number, cursor: SermonCursor | null): Promise<SermonListPage> {
  const words = searchTerms(search.q ?? '');
  if (words.length === 0 && !search.language && !search.audienceType) return listSermons(db, userId, limit, cursor);
  const exact = [ownerToken(userId), ...(search.language ? [languageToken(search.language)] : []), ...(search.audienceType ? [audienceToken(search.audienceType)] : [])];
  let rows: Array<{ id: string; title: string; main_scripture: string; language: string; created_at: string | Date }>;
  if (dialect === 'postgres') {
    // Every token is letters and digits only, so this is a valid tsquery as it stands.
    const tsquery = [...exact, ...words.map((word) => `${word}:*`)].join(' & ');
    let query = db.selectFrom('sermons').select(SUMMARY_COLUMNS).where('user_id', '=', userId).where(sql<boolean>`search_vector @@ to_tsquery('simple'::regconfig, ${tsquery})`);
    if (cursor) query = query.where((eb) => eb.or([eb('created_at', '<', cursor.createdAt), eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)])]));
    rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  } else {
    // The matches are ordered in the narrow rows table; only the page's sermons are then read.
    const match = [...exact.map((token) => `"${token}"`), ...words.map((word) => `"${word}"*`)].join(' AND ');
    let ids = db
      .selectFrom(sql<{ rowid: number }>`sermon_search`.as('s'))
      .innerJoin(sql<{ rowid: number; sermon_id: string; created_at: string }>`sermon_search_rows`.as('r'), 'r.rowid', 's.rowid')
      .select(['r.sermon_id', 'r.created_at'])
      .where(sql<boolean>`sermon_search match ${match}`);
    if (cursor) ids = ids.where((eb) => eb.or([eb('r.created_at', '<', cursor.createdAt), eb.and([eb('r.created_at', '=', cursor.createdAt), eb('r.sermon_id', '<', cursor.id)])]));
    const found = await ids.orderBy('r.created_at', 'desc').orderBy('r.sermon_id', 'desc').limit(limit + 1).execute();
    const byId = new Map((found.length === 0 ? [] : await db.selectFrom('sermons').select(SUMMARY_COLUMNS).where('user_id', '=', userId).where('id', 'in', found.map((row) => row.sermon_id)).execute()).map((row) => [row.id, row]));
    rows = found.flatMap((row) => byId.get(row.sermon_id) ?? []);
  }
  const page = rows.slice(0, limit).map((row) => ({ id: row.id, title: row.title, mainScripture: row.main_scripture, language: row.language as Language, createdAt: toIsoString(row.created_at) }));
  const last = page.at(-1);
  return { sermons: page, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null };
}

/** A user's own sermon; another user's id is the same as a missing one. */
export async function getSermon(db: Kysely<Database>, userId: string, id: string): Promise<Sermon | null> {
  const row = await db.selectFrom('sermons').select(['id', 'document', 'revision', 'created_at', 'updated_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? toSermon(row) : null;
}

/** The document as it was first generated (for "restore the generated version"). */
export async function getGeneratedDocument(db: Kysely<Database>, userId: string, id: string): Promise<SermonDocument | null> {
  const row = await db.selectFrom('sermons').select('generated_document').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? (JSON.parse(row.generated_document) as SermonDocument) : null;
}

export async function deleteSermon(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sermons').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import type { QuotedVerse, Sermon, SermonContent, SermonListPage } from '#shared/sermon.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import { toIsoString, type Database, type SermonsTable } from '../db/schema.ts';

export interface NewSermon extends SermonContent {
  language: Language;
  audienceType: AudienceType;
  languageStyle: LanguageStyle;
  engine: string;
  verses: QuotedVerse[];
}

function toSermon(row: SermonsTable): Sermon {
  return {
    id: row.id,
    title: row.title,
    mainScripture: row.main_scripture,
    introduction: row.introduction,
    points: JSON.parse(row.points) as string[],
    illustrations: row.illustrations,
    conclusion: row.conclusion,
    language: row.language as Language,
    audienceType: row.audience_type as AudienceType,
    languageStyle: row.language_style as LanguageStyle,
    engine: row.engine,
    verses: JSON.parse(row.verses) as QuotedVerse[],
    createdAt: toIsoString(row.created_at),
  };
}

/** Stores a sermon for its author and returns it as the API shows it. */
export async function saveSermon(db: Kysely<Database>, userId: string, sermon: NewSermon, now = new Date()): Promise<Sermon> {
  const row: SermonsTable = {
    id: crypto.randomUUID(),
    user_id: userId,
    title: sermon.title,
    main_scripture: sermon.mainScripture,
    introduction: sermon.introduction,
    points: JSON.stringify(sermon.points),
    illustrations: sermon.illustrations,
    conclusion: sermon.conclusion,
    language: sermon.language,
    audience_type: sermon.audienceType,
    language_style: sermon.languageStyle,
    engine: sermon.engine,
    verses: JSON.stringify(sermon.verses),
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto('sermons').values(row).execute();
  return toSermon(row);
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

/** A user's own sermon; another user's id is the same as a missing one. */
export async function getSermon(db: Kysely<Database>, userId: string, id: string): Promise<Sermon | null> {
  const row = await db.selectFrom('sermons').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? toSermon(row) : null;
}

export async function deleteSermon(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sermons').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

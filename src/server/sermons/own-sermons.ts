import type { Kysely } from 'kysely';
import type { Sermon, SermonListPage } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { decodeCursor, deleteSermon, getGeneratedDocument, getSermon, searchSermons, type SermonSearch } from './sermon-repository.ts';

/**
 * The member's own sermons as the routes read and delete them: every call is narrowed to the
 * member (product §6), so another member's id is answered like an unknown one.
 */
export interface SermonStore {
  db: Kysely<Database>;
  /** The history search is written per dialect (FTS5 or a tsvector: decision 0022). */
  dialect: Dialect;
}

/** One page of the member's history, or 'invalid_cursor' for a cursor this server did not write. */
export async function historyPage({ db, dialect }: SermonStore, userId: string, search: SermonSearch, limit: number, cursorText: string | undefined): Promise<SermonListPage | 'invalid_cursor'> {
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  if (cursorText && !cursor) return 'invalid_cursor';
  return searchSermons(db, dialect, userId, search, limit, cursor);
}

export function ownSermon({ db }: Pick<SermonStore, 'db'>, userId: string, id: string): Promise<Sermon | null> {
  return getSermon(db, userId, id);
}

/** The document as first generated, for "restore the generated version". */
export function generatedDocument({ db }: Pick<SermonStore, 'db'>, userId: string, id: string): Promise<SermonDocument | null> {
  return getGeneratedDocument(db, userId, id);
}

/** Whether the member had this sermon to delete. */
export function deleteOwnSermon({ db }: Pick<SermonStore, 'db'>, userId: string, id: string): Promise<boolean> {
  return deleteSermon(db, userId, id);
}

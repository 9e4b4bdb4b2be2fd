import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import type { Dialect } from '#server/db/database.ts';
import { withVerseStarts } from '#server/bible/passage-verse-starts.ts';
import { toIsoString } from '#server/db/schema.ts';
import { sermonResponse, type Sermon } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { createPostgresDatabase } from './test-databases.ts';

/** An empty database of either dialect for a migration test (migrated by the test itself), and how to drop it. */
export async function openMigrationDatabase(dialect: Dialect): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    return { handle, drop: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = openDatabase({ kind: 'postgres', url: database.url });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A stored sermon as the API answers it, read with the columns every schema since migration 0008
 * has: a test of an older migration reads its rows before later ones (0015's `twin_id`) exist,
 * which the repository of the latest schema cannot.
 */
export async function readSermonAt(handle: DatabaseHandle, userId: string, id: string): Promise<Sermon | null> {
  const row = await handle.db.selectFrom('sermons').select(['id', 'document', 'revision', 'created_at', 'updated_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return sermonResponse({ id: row.id, document: withVerseStarts(JSON.parse(row.document) as SermonDocument), revision: Number(row.revision), createdAt: toIsoString(row.created_at), updatedAt: toIsoString(row.updated_at) });
}

import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import type { Dialect } from '#server/db/database.ts';
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

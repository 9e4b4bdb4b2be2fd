import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Dialect } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** SQLite in memory always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDialects(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh, migrated database of the given dialect; PostgreSQL gets a database of its own. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(handle);
    return { handle, drop: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = openDatabase({ kind: 'postgres', url: database.url });
  await migrateToLatest(handle);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** An empty PostgreSQL database of its own on TEST_DATABASE_URL's server (for a spawned server). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${crypto.randomUUID().replace(/-/g, '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

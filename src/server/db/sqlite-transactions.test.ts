import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe('SQLite transactions with a second connection (admin command, another process)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-tx-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a read-then-write transaction is not broken by another connection writing meanwhile', async () => {
    const file = path.join(dir, 'app.db');
    const app = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(app);
    const other = new DatabaseSync(file);
    other.exec('PRAGMA busy_timeout = 50');

    let otherWrite: unknown = null;
    await app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('rate_limits').selectAll().execute();
      // The other connection tries to commit a write in the middle of our transaction…
      try {
        other.prepare("insert into rate_limits (key, window_start, count) values ('other', 1, 1)").run();
      } catch (error) {
        otherWrite = error;
      }
      // …and our write still goes through, because we hold the write lock from BEGIN on.
      await trx.insertInto('rate_limits').values({ key: 'ours', window_start: 1, count: 1 }).execute();
    });

    // The other writer waited for the lock (here it gave up after its 50 ms busy timeout).
    expect(String((otherWrite as Error | null)?.message)).toMatch(/database is locked/);
    const keys = other.prepare('select key from rate_limits').all().map((row) => row.key);
    expect(keys).toEqual(['ours']);
    other.prepare("insert into rate_limits (key, window_start, count) values ('other', 1, 1)").run();
    other.close();
    await app.close();
  });
});

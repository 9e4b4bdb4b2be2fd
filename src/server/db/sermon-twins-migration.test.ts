import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSermon, getSermon } from '../sermons/sermon-repository.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { openMigrationDatabase } from '#tests/support/migration-database.ts';
import { testDialects } from '#tests/support/test-databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateTo } from './migrate.ts';

for (const dialect of testDialects()) {
  describe(`migration 0015: a sermon and its twin name each other [${dialect}]`, () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ handle, drop } = await openMigrationDatabase(dialect));
      await migrateTo(handle, '0014-history-rows-apart');
      const db = handle.db as unknown as Kysely<{ users: Record<string, unknown>; sermons: Record<string, unknown> }>;
      const now = '2026-11-01T00:00:00.000Z';
      await db.insertInto('users').values({ id: 'u-1', email: 'one@example.org', name: 'One', language: 'en', created_at: now, updated_at: now }).execute();
      // Rows as the repository wrote them at 0014, before twins.
      for (const id of ['s-1', 's-2']) {
        const json = JSON.stringify(englishDocument({ title: `Sermon ${id}` }));
        await db
          .insertInto('sermons')
          .values({ id, user_id: 'u-1', title: `Sermon ${id}`, main_scripture: 'John 3:5', language: 'en', audience_type: 'general', language_style: 'simple', search_text: '', search_key: 'k', document: json, generated_document: json, revision: 1, created_at: now, updated_at: now })
          .execute();
      }
      expect(await migrateTo(handle, '0015-sermon-twins')).toEqual(['0015-sermon-twins']);
    });
    afterAll(() => drop());

    it('gives every stored sermon no twin, keeping the sermon as it was', async () => {
      const sermon = await getSermon(handle.db, 'u-1', 's-1');
      expect(sermon?.twinId).toBeNull();
      expect(sermon?.document.title).toBe('Sermon s-1');
    });

    it('keeps a link both ways, and deleting one sermon clears its twin’s', async () => {
      await handle.db.updateTable('sermons').set({ twin_id: 's-2' }).where('id', '=', 's-1').execute();
      await handle.db.updateTable('sermons').set({ twin_id: 's-1' }).where('id', '=', 's-2').execute();
      expect((await getSermon(handle.db, 'u-1', 's-2'))?.twinId).toBe('s-1');
      expect(await deleteSermon(handle.db, 'u-1', 's-1')).toBe(true);
      expect((await getSermon(handle.db, 'u-1', 's-2'))?.twinId).toBeNull();
    });

    it('goes down and up again', async () => {
      await migrateTo(handle, '0014-history-rows-apart');
      const columns = await handle.db.introspection.getTables();
      expect(columns.find((table) => table.name === 'sermons')?.columns.map((column) => column.name)).not.toContain('twin_id');
      expect(await migrateTo(handle, '0015-sermon-twins')).toEqual(['0015-sermon-twins']);
    });
  });
}

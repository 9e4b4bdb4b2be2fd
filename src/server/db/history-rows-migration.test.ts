import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSermons } from '../sermons/sermon-repository.ts';
import { openMigrationDatabase } from '#tests/support/migration-database.ts';
import { testDialects } from '#tests/support/test-databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateTo } from './migrate.ts';

type Loose = Kysely<{ users: Record<string, unknown>; sermons: Record<string, unknown> }>;

for (const dialect of testDialects()) {
  describe(`migration 0014: history rows tell sermons apart; names never chosen are cleared [${dialect}]`, () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ handle, drop } = await openMigrationDatabase(dialect));
      await migrateTo(handle, '0013-known-devices');
      const db = handle.db as unknown as Loose;
      const at = (day: number) => `2026-11-0${day}T00:00:00.000Z`;
      // Before 0014, sign-up stored the e-mail's local part as the name.
      await db.insertInto('users').values({ id: 'u-1', email: 'pastor.daniel@example.org', name: 'pastor.daniel', language: 'en', created_at: at(1), updated_at: at(1) }).execute();
      await db.insertInto('users').values({ id: 'u-2', email: 'marta@example.org', name: 'Marta Gómez', language: 'es', created_at: at(1), updated_at: at(1) }).execute();
      const styles = ['theological', 'simple', 'standard'] as const;
      for (const [index, style] of styles.entries()) {
        const json = JSON.stringify({ title: `Sermon ${index}`, languageStyle: style, audienceType: 'youth' });
        await db
          .insertInto('sermons')
          .values({ id: `s-${index}`, user_id: 'u-1', title: `Sermon ${index}`, main_scripture: 'John 3:16', language: 'en', audience_type: 'youth', search_text: '', search_key: 'k', document: json, generated_document: json, revision: 1, created_at: at(index + 2), updated_at: at(index + 2) })
          .execute();
      }
      expect(await migrateTo(handle, '0014-history-rows-apart')).toEqual(['0014-history-rows-apart']);
    });
    afterAll(() => drop());

    it('lists each sermon with its audience and style, from the document', async () => {
      const page = await listSermons(handle.db, 'u-1', 10, null);
      expect(page.sermons.map(({ id, audienceType, languageStyle }) => ({ id, audienceType, languageStyle }))).toEqual([
        { id: 's-2', audienceType: 'youth', languageStyle: 'standard' },
        { id: 's-1', audienceType: 'youth', languageStyle: 'simple' },
        { id: 's-0', audienceType: 'youth', languageStyle: 'theological' },
      ]);
    });

    it('clears a name that was only the e-mail’s local part, and keeps a chosen one', async () => {
      const db = handle.db as unknown as Loose;
      const names = await db.selectFrom('users').select(['id', 'name']).orderBy('id').execute();
      expect(names).toEqual([
        { id: 'u-1', name: '' },
        { id: 'u-2', name: 'Marta Gómez' },
      ]);
    });
  });
}

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { searchSermons } from '../sermons/sermon-repository.ts';
import { openMigrationDatabase } from '#tests/support/migration-database.ts';
import { testDialects } from '#tests/support/test-databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

const document: SermonDocument = {
  schemaVersion: 1,
  title: 'El bautismo',
  mainPassage: { reference: 'Hechos 2:38', text: 'Arrepentíos, y bautícese cada uno' },
  introduction: 'Una introducción.',
  points: [{ heading: 'Un punto', passage: null, explanation: 'La explicación.', application: 'La aplicación.' }],
  illustrations: '',
  conclusion: 'Fin.',
  notes: '',
  language: 'es',
  audienceType: 'youth',
  languageStyle: 'standard',
  engine: 'offline',
};

for (const dialect of testDialects()) {
  describe(`migration 0009: sermons become searchable [${dialect}]`, () => {
    let database: { handle: DatabaseHandle; drop(): Promise<void> };
    beforeAll(async () => {
      database = await openMigrationDatabase(dialect);
      await migrateTo(database.handle, '0008-sermon-documents');
      const db = database.handle.db as unknown as Kysely<{ users: Record<string, unknown>; sermons: Record<string, unknown> }>;
      const now = '2026-11-01T00:00:00.000Z';
      await db.insertInto('users').values({ id: 'u-old', email: 'old@example.org', name: 'Old', language: 'es', created_at: now, updated_at: now }).execute();
      const json = JSON.stringify(document);
      await db.insertInto('sermons').values({ id: 's-old', user_id: 'u-old', title: document.title, main_scripture: 'Hechos 2:38', language: 'es', document: json, generated_document: json, revision: 1, created_at: now, updated_at: now }).execute();
      expect(await migrateTo(database.handle, '0011-search-per-member')).toEqual(['0009-sermon-search', '0010-search-in-date-order', '0011-search-per-member']);
    });
    afterAll(() => database.drop());

    it('fills in the words and audience of the sermons already saved', async () => {
      // The repository reads the latest schema.
      await migrateToLatest(database.handle);
      const found = await searchSermons(database.handle.db, dialect, 'u-old', { q: 'bauticese', audienceType: 'youth' }, 20, null);
      expect(found.sermons.map((s) => s.id)).toEqual(['s-old']);
      // The words are filled in under the sermon's language.
      expect((await searchSermons(database.handle.db, dialect, 'u-old', { q: 'bautic', language: 'es' }, 20, null)).sermons.map((s) => s.id)).toEqual(['s-old']);
      expect((await searchSermons(database.handle.db, dialect, 'u-old', { q: 'bautic', language: 'en' }, 20, null)).sermons).toEqual([]);
    });

    it('rolls back and forward again', async () => {
      await migrateTo(database.handle, '0011-search-per-member');
      expect(await migrateTo(database.handle, '0008-sermon-documents')).toEqual(['0011-search-per-member', '0010-search-in-date-order', '0009-sermon-search']);
      expect(await migrateTo(database.handle, '0011-search-per-member')).toEqual(['0009-sermon-search', '0010-search-in-date-order', '0011-search-per-member']);
      await migrateToLatest(database.handle);
      const found = await searchSermons(database.handle.db, dialect, 'u-old', { q: 'hechos' }, 20, null);
      expect(found.sermons.map((s) => s.id)).toEqual(['s-old']);
    });
  });
}

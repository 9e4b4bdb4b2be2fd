import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { getGeneratedDocument } from '../sermons/sermon-repository.ts';
import { openMigrationDatabase, readSermonAt } from '#tests/support/migration-database.ts';
import { testDialects } from '#tests/support/test-databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateTo } from './migrate.ts';

function document(engine: string, title: string): SermonDocument {
  return {
    schemaVersion: 1,
    title,
    mainPassage: { reference: 'Acts 2:38', text: 'Then Peter said unto them, Repent, and be baptized every one of you in the name of Jesus Christ for the remission of sins, and ye shall receive the gift of the Holy Ghost.' },
    introduction: 'Peter stood up.',
    points: [{ heading: 'Repent', passage: null, explanation: 'A turning.', application: 'Turn today.' }],
    illustrations: 'A story.',
    conclusion: 'Come.',
    notes: '',
    language: 'en',
    audienceType: 'general',
    languageStyle: 'standard',
    engine,
  };
}

for (const dialect of testDialects()) {
  describe(`migration 0012: every stored sermon says where its outline came from [${dialect}]`, () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      ({ handle, drop } = await openMigrationDatabase(dialect));
      await migrateTo(handle, '0011-search-per-member');
      const db = handle.db as unknown as Kysely<{ users: Record<string, unknown> }>;
      const now = '2026-11-01T00:00:00.000Z';
      await db.insertInto('users').values({ id: 'u-1', email: 'one@example.org', name: 'One', language: 'en', created_at: now, updated_at: now }).execute();
      // Rows as the repository wrote them at 0011 (it now writes columns added later).
      const sermons = handle.db as unknown as Kysely<{ sermons: Record<string, unknown> }>;
      for (const engine of ['offline', 'openai', 'anthropic']) {
        const doc = document(engine, `By ${engine}`);
        const json = JSON.stringify(doc);
        ids[engine] = `s-${engine}`;
        await sermons
          .insertInto('sermons')
          .values({ id: ids[engine], user_id: 'u-1', title: doc.title, main_scripture: doc.mainPassage.reference, language: 'en', audience_type: 'general', search_text: '', search_key: 'k', document: json, generated_document: json, revision: 1, created_at: now, updated_at: now })
          .execute();
      }
      expect(await migrateTo(handle, '0012-sermon-provenance')).toEqual(['0012-sermon-provenance']);
    });
    afterAll(() => drop());

    it('marks offline sermons as composed and model sermons as the model’s, in the document and the generated one', async () => {
      const expected = { offline: 'composed', openai: 'model', anthropic: 'model' } as const;
      for (const [engine, kind] of Object.entries(expected)) {
        const sermon = await readSermonAt(handle, 'u-1', ids[engine]!);
        expect(sermon?.document.provenance, engine).toEqual({ outline: { kind } });
        expect(sermon?.document.title).toBe(`By ${engine}`);
        expect((await getGeneratedDocument(handle.db, 'u-1', ids[engine]!))?.provenance).toEqual({ outline: { kind } });
      }
    });
  });
}

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { searchSermons } from '../sermons/sermon-repository.ts';
import { memberSearchKey } from '../sermons/search-tokens.ts';
import { openMigrationDatabase } from '#tests/support/migration-database.ts';
import { testDialects } from '#tests/support/test-databases.ts';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

// Migration 0011 (decision 0025): the sermons already saved become searchable in their owners'
// own terms, and `search_words` goes; rolled back, 0010's layout and vocabulary come back.

type Untyped = Kysely<{ users: Record<string, unknown>; sermons: Record<string, unknown>; search_words: { language: string; word: string } }>;

const hex = (userId: string) => Buffer.from(userId, 'utf8').toString('hex');
/** A sermon as 0010 stored it: its owner's four tokens, then every folded word. */
function rowOf0010(id: string, userId: string, document: SermonDocument, words: string, createdAt: string) {
  const owner = `xu${hex(userId)}`;
  const json = JSON.stringify(document);
  return {
    id,
    user_id: userId,
    title: document.title,
    main_scripture: document.mainPassage.reference,
    language: document.language,
    audience_type: document.audienceType,
    search_text: `${owner} ${owner}zl${document.language} ${owner}za${document.audienceType} ${owner}zl${document.language}za${document.audienceType} ${words}`,
    document: json,
    generated_document: json,
    revision: 1,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

for (const dialect of testDialects()) {
  describe(`migration 0011: the search index becomes every member's own [${dialect}]`, () => {
    let database: { handle: DatabaseHandle; drop(): Promise<void> };
    const long = 'b'.repeat(300);
    beforeAll(async () => {
      database = await openMigrationDatabase(dialect);
      await migrateTo(database.handle, '0010-search-in-date-order');
      const db = database.handle.db as unknown as Untyped;
      const now = '2026-11-01T00:00:00.000Z';
      for (const id of ['u-ana', 'u-ben']) await db.insertInto('users').values({ id, email: `${id}@example.org`, name: id, language: 'en', created_at: now, updated_at: now }).execute();
      const ana = englishDocument({ title: 'The tabernacle', notes: `Ana's ${long} notes`, audienceType: 'youth' });
      const ben = spanishDocument({ title: 'El tabernáculo', notes: `xu${hex('u-ana')} tabernacle` });
      await db.insertInto('sermons').values(rowOf0010('s-ana', 'u-ana', ana, `the tabernacle ana s ${long} notes`, '2026-11-01T00:00:00.000Z')).execute();
      await db.insertInto('sermons').values(rowOf0010('s-ben', 'u-ben', ben, `el tabernaculo xu${hex('u-ana')} tabernacle`, '2026-11-02T00:00:00.000Z')).execute();
      await db.insertInto('search_words').values([{ language: 'en', word: 'tabernacle' }, { language: 'es', word: 'tabernaculo' }]).execute();
      expect(await migrateTo(database.handle, '0011-search-per-member')).toEqual(['0011-search-per-member']);
    });
    afterAll(() => database.drop());

    // The repository reads the latest schema.
    const ids = async (userId: string, q: string, filters: { language?: string; audienceType?: string } = {}) => {
      await migrateToLatest(database.handle);
      return (await searchSermons(database.handle.db, dialect, userId, { q, ...filters }, 20, null)).sermons.map((s) => s.id);
    };

    it('finds each member’s sermons, and only theirs, by words, word starts and filters', async () => {
      expect(await ids('u-ana', 'tabernacle')).toEqual(['s-ana']);
      expect(await ids('u-ana', 'taber', { audienceType: 'youth' })).toEqual(['s-ana']);
      expect(await ids('u-ana', 'taber', { language: 'es' })).toEqual([]);
      expect(await ids('u-ben', 'tabernac')).toEqual(['s-ben']);
      expect(await ids('u-ben', 'tabernaculo', { language: 'es', audienceType: 'general' })).toEqual(['s-ben']);
      // A long word is kept by its first 40 characters.
      expect(await ids('u-ana', long)).toEqual(['s-ana']);
    });

    it('keys the rows by their owner and drops the shared vocabulary', async () => {
      const rows = await database.handle.db.selectFrom('sermons').select(['id', 'search_key', 'search_text']).orderBy('id').execute();
      expect(rows.map((row) => row.search_key)).toEqual([memberSearchKey('u-ana'), memberSearchKey('u-ben')]);
      expect(rows[0]!.search_text.split(' ').slice(0, 4)).toEqual(['_l_en', '_a_youth', '_l_en_a_youth', 'the']);
      const tables = dialect === 'sqlite' ? await sql<{ name: string }>`select name from sqlite_master where name = 'search_words'`.execute(database.handle.db) : await sql<{ name: string }>`select tablename as name from pg_tables where tablename = 'search_words'`.execute(database.handle.db);
      expect(tables.rows).toEqual([]);
    });

    it('rolls back to 0010’s layout and vocabulary, and forward again', async () => {
      await migrateTo(database.handle, '0011-search-per-member');
      expect(await migrateTo(database.handle, '0010-search-in-date-order')).toEqual(['0011-search-per-member']);
      const db = database.handle.db as unknown as Untyped;
      const words = await db.selectFrom('search_words').select(['language', 'word']).where('word', 'in', ['tabernacle', 'tabernaculo']).orderBy('word').orderBy('language').execute();
      expect(words).toEqual([{ language: 'en', word: 'tabernacle' }, { language: 'es', word: 'tabernacle' }, { language: 'es', word: 'tabernaculo' }]);
      const row = await db.selectFrom('sermons').select('search_text').where('id', '=', 's-ana').executeTakeFirstOrThrow();
      expect(String(row.search_text).startsWith(`xu${hex('u-ana')} `)).toBe(true);
      expect(await migrateTo(database.handle, '0011-search-per-member')).toEqual(['0011-search-per-member']);
      expect(await ids('u-ana', 'tabernacle')).toEqual(['s-ana']);
      expect(await ids('u-ben', 'tabernacle')).toEqual(['s-ben']);
    });
  });
}

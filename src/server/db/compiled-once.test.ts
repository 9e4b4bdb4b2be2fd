import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#tests/support/test-databases.ts';
import { compiledOnce } from './compiled-once.ts';

for (const dialect of testDialects()) {
  describe(`compiledOnce [${dialect}]`, () => {
    let first: TestDatabase;
    let second: TestDatabase;
    beforeAll(async () => {
      [first, second] = await Promise.all([createTestDatabase(dialect), createTestDatabase(dialect)]);
      const at = '2026-11-22T08:30:00.000Z';
      for (const [database, ids] of [[first, ['a', 'b', 'c']], [second, ['z']]] as const) {
        await database.handle.db
          .insertInto('contact_messages')
          .values(ids.map((id) => ({ id, name: `name ${id}`, email: 'e@x.org', message: 'message text', language: 'en', created_at: at, delivered_at: null, delivery_error: null })))
          .execute();
      }
    });
    afterAll(() => Promise.all([first.drop(), second.drop()]));

    it('builds the SQL once per database and binds each call its own values', async () => {
      let builds = 0;
      const byName = compiledOnce((db, name: string, rows: number) => {
        builds += 1;
        return db.selectFrom('contact_messages').select(['id']).where('name', '=', name).orderBy('id').limit(rows);
      });
      expect(await byName.rows(first.handle.db, 'name a', 5)).toEqual([{ id: 'a' }]);
      expect(await byName.rows(first.handle.db, 'name c', 5)).toEqual([{ id: 'c' }]);
      expect(await byName.rows(first.handle.db, 'name nobody', 5)).toEqual([]);
      expect(builds).toBe(1);
      // Another database (another dialect, in production) compiles its own.
      expect(await byName.rows(second.handle.db, 'name z', 5)).toEqual([{ id: 'z' }]);
      expect(builds).toBe(2);
    });

    it('keeps the values written into the query itself', async () => {
      const firstTwo = compiledOnce((db, after: string) => db.selectFrom('contact_messages').select(['id']).where('id', '>', after).where('language', '=', 'en').orderBy('id').limit(2));
      expect(await firstTwo.rows(first.handle.db, '')).toEqual([{ id: 'a' }, { id: 'b' }]);
      expect(await firstTwo.rows(first.handle.db, 'a')).toEqual([{ id: 'b' }, { id: 'c' }]);
    });
  });
}

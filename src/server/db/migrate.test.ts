import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#tests/support/test-databases.ts';
import { migrateToLatest } from './migrate.ts';

for (const dialect of testDialects()) {
  describe(`migrations [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.drop());

    it('creates the tables, and running again applies nothing', async () => {
      expect(await migrateToLatest(database.handle)).toEqual([]);
      const tables = await database.handle.db.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['contact_messages', 'rate_limits']));
    });

    it('stores and reads back timestamps as instants', async () => {
      const at = '2026-11-22T08:30:00.000Z';
      await database.handle.db
        .insertInto('contact_messages')
        .values({ id: 'm1', name: 'n', email: 'e@x.org', message: 'message text', language: 'en', created_at: at, delivered_at: null, delivery_error: null })
        .execute();
      const row = await database.handle.db.selectFrom('contact_messages').select('created_at').where('id', '=', 'm1').executeTakeFirstOrThrow();
      expect(new Date(row.created_at).toISOString()).toBe(at);
    });

    if (dialect === 'sqlite') {
      it('turns on foreign keys', async () => {
        const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.handle.db);
        expect(rows[0]?.foreign_keys).toBe(1);
      });
    }
  });
}

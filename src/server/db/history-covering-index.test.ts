import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSermons } from '../sermons/sermon-repository.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#tests/support/test-databases.ts';

for (const dialect of testDialects()) {
  describe(`history index [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.drop());

    it('answers the history page from the covering index, without reading sermon text', async () => {
      const { db } = database.handle;
      const query = db
        .selectFrom('sermons')
        .select(['id', 'title', 'main_scripture', 'language', 'audience_type', 'language_style', 'created_at'])
        .where('user_id', '=', 'u1')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(21)
        .compile();
      const plan = await db.connection().execute(async (connection) => {
        if (dialect === 'sqlite') {
          const rows = await connection.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
          return rows.rows.map((row) => row.detail).join('\n');
        }
        // An empty table would be scanned whole whatever the indexes; ask for the index's plan.
        // With the sermon's text in one document column the rows are narrower, and on an empty,
        // never-analysed table the planner then guesses a bitmap scan is as cheap: rule both out.
        await sql`set enable_seqscan = off`.execute(connection);
        await sql`set enable_bitmapscan = off`.execute(connection);
        const rows = await connection.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` });
        await sql`reset enable_seqscan`.execute(connection);
        await sql`reset enable_bitmapscan`.execute(connection);
        return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(dialect === 'sqlite' ? /USING COVERING INDEX sermons_user_history_idx/ : /Index Only Scan Backward using sermons_user_history_idx/);
      expect(await listSermons(db, 'u1', 20, null)).toEqual({ sermons: [], nextCursor: null });
    });
  });
}

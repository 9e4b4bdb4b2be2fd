import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#tests/support/test-databases.ts';
import { authSchemaOptions } from './auth-schema-options.ts';

// Our migration history owns the auth tables; better-auth's own planner must find nothing to do.
for (const dialect of testDialects()) {
  describe(`auth tables match better-auth's schema [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.drop());

    it('needs no table or column that the migrations did not create', async () => {
      const plan = await getMigrations({
        ...authSchemaOptions,
        rateLimit: { ...authSchemaOptions.rateLimit, enabled: true, storage: 'database' },
        emailAndPassword: { enabled: true },
        database: { db: database.handle.db, type: dialect },
        // On SQLite dates are ISO text by design (0001); the planner would warn about each column.
        logger: { disabled: true },
      });
      expect(plan.toBeCreated.map((t) => t.table)).toEqual([]);
      expect(plan.toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(', ')}`)).toEqual([]);
    });
  });
}

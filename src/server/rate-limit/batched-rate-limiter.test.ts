import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#tests/support/test-databases.ts';
import { createBatchedRateLimiter } from './batched-rate-limiter.ts';

const rule = { name: 'batched', limit: 20, windowMs: 60_000 };

for (const dialect of testDialects()) {
  describe(`batched shared rate limiter [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.drop());
    const stored = async (key: string) => Number((await database.handle.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0);

    it('allows `limit` hits per window, then refuses with the time left, having written the count near the limit at once', async () => {
      const limiter = createBatchedRateLimiter(database.handle.db, { flushMs: 60_000 });
      const t0 = 1_700_000_020_000; // 40 s into a minute window
      const results = [];
      for (let i = 0; i < 21; i++) results.push(await limiter.hit(rule, 'a', t0));
      expect(results.filter((r) => r.allowed)).toHaveLength(20);
      expect(results[20]).toMatchObject({ allowed: false, retryAfterSeconds: 20 });
      // Written at once near the limit; the refused hit costs no write.
      expect(await stored('batched:a')).toBe(20);
      expect((await limiter.hit(rule, 'a', t0 + 60_000)).allowed).toBe(true);
    });

    it('is shared: one instance’s hits count against the same address on another', async () => {
      const first = createBatchedRateLimiter(database.handle.db, { flushMs: 60_000 });
      const second = createBatchedRateLimiter(database.handle.db, { flushMs: 60_000 });
      const t0 = 1_800_000_000_000;
      for (let i = 0; i < 15; i++) expect((await first.hit(rule, 'b', t0)).allowed).toBe(true);
      // Below 80% of the limit nothing was written yet; a flush writes the batch.
      expect(await stored('batched:b')).toBe(0);
      await first.flush();
      expect(await stored('batched:b')).toBe(15);
      // The second instance learns the shared count with its next write, and then refuses past 20.
      for (let i = 0; i < 5; i++) expect((await second.hit(rule, 'b', t0)).allowed).toBe(true);
      await second.flush();
      expect(await stored('batched:b')).toBe(20);
      expect((await second.hit(rule, 'b', t0)).allowed).toBe(false);
      // The first instance saw 15 itself: near the limit, it checks with the database and refuses.
      expect((await first.hit(rule, 'b', t0)).allowed).toBe(false);
    });

    it('writes nothing for an address seen once (most readers), and only in batches otherwise', async () => {
      const limiter = createBatchedRateLimiter(database.handle.db, { flushMs: 60_000 });
      const t0 = 1_900_000_000_000;
      for (let i = 0; i < 50; i++) await limiter.hit(rule, `once-${i}`, t0);
      for (let i = 0; i < 3; i++) await limiter.hit(rule, 'reader', t0);
      expect(await stored('batched:reader')).toBe(0);
      await limiter.flush();
      expect(await stored('batched:reader')).toBe(3);
    });

    it('flushes by itself after flushMs', async () => {
      const limiter = createBatchedRateLimiter(database.handle.db, { flushMs: 20 });
      for (let i = 0; i < 5; i++) await limiter.hit(rule, 'timer', Date.now());
      await expect.poll(() => stored('batched:timer')).toBe(5);
    });
  });
}

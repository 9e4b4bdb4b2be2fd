import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#tests/support/test-databases.ts';
import { createRateLimiter } from './rate-limiter.ts';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

for (const dialect of testDialects()) {
  describe(`rate limiter [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.drop());

    it('allows `limit` hits per window, then refuses with the time left', async () => {
      const limiter = createRateLimiter(database.handle.db);
      const t0 = 1_700_000_020_000; // 40 s into a minute window
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit(rule, 'a', t0));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
      expect(results[3]!.retryAfterSeconds).toBe(20);
    });

    it('starts counting again in the next window', async () => {
      const limiter = createRateLimiter(database.handle.db);
      const t0 = 1_800_000_000_000;
      for (let i = 0; i < 4; i++) await limiter.hit(rule, 'b', t0);
      expect((await limiter.hit(rule, 'b', t0 + 60_000)).allowed).toBe(true);
    });

    it('keeps subjects and rules apart', async () => {
      const limiter = createRateLimiter(database.handle.db);
      const t0 = 1_900_000_000_000;
      for (let i = 0; i < 3; i++) await limiter.hit(rule, 'c', t0);
      expect((await limiter.hit(rule, 'c', t0)).allowed).toBe(false);
      expect((await limiter.hit(rule, 'd', t0)).allowed).toBe(true);
      expect((await limiter.hit({ ...rule, name: 'other' }, 'c', t0)).allowed).toBe(true);
    });

    it('counts every one of many concurrent hits exactly once', async () => {
      const limiter = createRateLimiter(database.handle.db);
      const t0 = 2_000_000_000_000;
      const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit({ ...rule, limit: 10 }, 'e', t0)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
    });

    it('prunes old windows', async () => {
      const limiter = createRateLimiter(database.handle.db);
      await limiter.hit(rule, 'old', 1_000_000_000_000);
      await limiter.prune(24 * 3600_000, 2_100_000_000_000);
      const keys = await database.handle.db.selectFrom('rate_limits').select('key').execute();
      expect(keys.map((k) => k.key)).not.toContain('test:old');
    });

    it('sweeps ended windows by itself every so many hits, keeping live ones', async () => {
      const limiter = createRateLimiter(database.handle.db, { pruneEvery: 5 });
      const now = 2_200_000_000_000;
      await limiter.hit(rule, 'stale', now - 2 * 24 * 3600_000);
      for (let i = 0; i < 3; i++) await limiter.hit(rule, `live-${i}`, now);
      await limiter.hit(rule, 'fifth', now);
      // The sweep runs beside the fifth hit; wait for it to have happened.
      const keysNow = async () => (await database.handle.db.selectFrom('rate_limits').select('key').execute()).map((k) => k.key);
      await expect.poll(keysNow).not.toContain('test:stale');
      expect(await keysNow()).toEqual(expect.arrayContaining(['test:live-0', 'test:live-1', 'test:live-2', 'test:fifth']));
    });
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#tests/support/test-databases.ts';
import { createLeasedRateLimiter, leasePlan } from './leased-rate-limiter.ts';

// The Bible lookup's own numbers: blocks of 8 up to 216, then single units up to 240.
const rule = { name: 'leased', limit: 240, windowMs: 60_000 };
const { block, blocksEnd } = leasePlan(rule);

for (const dialect of testDialects()) {
  describe(`leased shared rate limiter [${dialect}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.drop());
    const stored = async (key: string) => Number((await database.handle.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0);
    /** A limiter whose lease statements are counted (not its sweeps), as one more instance on the database. */
    const instance = () => {
      const counter = { statements: 0 };
      const db = database.handle.db.withPlugin({
        transformQuery: (args) => {
          if (args.node.kind === 'InsertQueryNode') counter.statements += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      return { limiter: createLeasedRateLimiter(db), counter };
    };

    it('plans blocks of a thirtieth of the limit, and single units for the last tenth', () => {
      expect({ block, blocksEnd }).toEqual({ block: 8, blocksEnd: 216 });
      expect(leasePlan({ ...rule, limit: 120 })).toEqual({ block: 4, blocksEnd: 108 });
      expect(leasePlan({ ...rule, limit: 10 })).toEqual({ block: 1, blocksEnd: 9 });
      expect(leasePlan({ ...rule, limit: 100_000 }).block).toBe(16);
    });

    it('allows `limit` hits per window on one instance, then refuses with the time left and without a statement', async () => {
      const { limiter, counter } = instance();
      const t0 = 1_700_000_020_000; // 40 s into a minute window
      const results = [];
      for (let i = 0; i < rule.limit; i++) results.push(await limiter.hit(rule, 'a', t0));
      expect(results.every((r) => r.allowed)).toBe(true);
      expect(results.at(-1)!.remaining).toBe(0);
      // A statement a block below `blocksEnd`, then one a hit.
      expect(counter.statements).toBe(blocksEnd / block + (rule.limit - blocksEnd));
      expect(await stored('leased:a')).toBe(rule.limit);
      const refused = await limiter.hit(rule, 'a', t0);
      expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 20 });
      expect(counter.statements).toBe(blocksEnd / block + (rule.limit - blocksEnd));
      expect((await limiter.hit(rule, 'a', t0 + 60_000)).allowed).toBe(true);
    });

    it('serves a reader’s first lookups from one lease, and leases for many addresses in one statement', async () => {
      const { limiter, counter } = instance();
      const t0 = 1_700_000_080_000;
      for (let i = 0; i < block; i++) expect((await limiter.hit(rule, 'reader', t0)).allowed).toBe(true);
      expect(counter.statements).toBe(1);
      expect(await stored('leased:reader')).toBe(block);
      // 64 readers arriving together: their leases share a statement.
      const results = await Promise.all(Array.from({ length: 64 }, (_, i) => limiter.hit(rule, `together-${i}`, t0)));
      expect(results.every((r) => r.allowed)).toBe(true);
      expect(counter.statements).toBe(2);
    });

    it('answers exactly the limit to one address alternating between two instances', async () => {
      const instances = [instance().limiter, instance().limiter];
      const t0 = 1_800_000_000_000;
      let allowed = 0;
      for (let i = 0; i < 2 * rule.limit; i++) if ((await instances[i % 2]!.hit(rule, 'alternating', t0)).allowed) allowed += 1;
      expect(allowed).toBe(rule.limit);
    });

    it('never answers more than the limit across five instances hit at once, and leaves at most a block each unused', async () => {
      const instances = Array.from({ length: 5 }, () => instance().limiter);
      const t0 = 1_800_000_060_000;
      // 600 hits in flight together, spread over the instances unevenly.
      const results = await Promise.all(Array.from({ length: 600 }, (_, i) => instances[i % 3 === 0 ? 0 : i % 5]!.hit(rule, 'flood', t0)));
      const allowed = results.filter((r) => r.allowed).length;
      expect(allowed).toBeLessThanOrEqual(rule.limit);
      expect(allowed).toBeGreaterThanOrEqual(rule.limit - (instances.length - 1) * (block - 1));
      // Every instance refuses now, without asking the database again.
      for (const limiter of instances) expect((await limiter.hit(rule, 'flood', t0)).allowed).toBe(false);
      expect(await stored('leased:flood')).toBeLessThanOrEqual(rule.limit + instances.length);
    });

    it('strands at most `block - 1` units on an instance the client left: the worst case, measured', async () => {
      const { limiter: first } = instance();
      const { limiter: second } = instance();
      const t0 = 1_800_000_120_000;
      // One hit on the first instance leases a block; then the client is only sent to the second.
      expect((await first.hit(rule, 'left', t0)).allowed).toBe(true);
      let onSecond = 0;
      for (let i = 0; i < rule.limit; i++) if ((await second.hit(rule, 'left', t0)).allowed) onSecond += 1;
      expect(onSecond).toBe(rule.limit - block);
      // The units left on the first instance are not lost: a client sent there again gets them.
      let onFirst = 1;
      for (let i = 0; i < block; i++) if ((await first.hit(rule, 'left', t0)).allowed) onFirst += 1;
      expect(onFirst).toBe(block);
      expect(onFirst + onSecond).toBe(rule.limit);
    });

    it('leases the last tenth one unit at a time, even to an instance that last looked at the start of the window', async () => {
      const { limiter: early } = instance();
      const { limiter: busy } = instance();
      const t0 = 1_800_000_180_000;
      for (let i = 0; i < block; i++) await early.hit(rule, 'tail', t0);
      for (let i = 0; i < blocksEnd - block + 3; i++) await busy.hit(rule, 'tail', t0);
      expect(await stored('leased:tail')).toBe(blocksEnd + 3);
      // The early instance's block is spent; its next lease is one unit, not a block out of the tail.
      expect((await early.hit(rule, 'tail', t0)).allowed).toBe(true);
      expect(await stored('leased:tail')).toBe(blocksEnd + 4);
    });

    it('serves many hits of one address in flight on one instance exactly up to the limit', async () => {
      const { limiter } = instance();
      const t0 = 1_800_000_240_000;
      const results = await Promise.all(Array.from({ length: 300 }, () => limiter.hit(rule, 'burst', t0)));
      expect(results.filter((r) => r.allowed)).toHaveLength(rule.limit);
    });

    it('takes a lease in the newer window when another instance’s clock is ahead', async () => {
      const { limiter: ahead } = instance();
      const { limiter: behind } = instance();
      const window = 1_800_000_300_000;
      expect((await ahead.hit(rule, 'skew', window + 100)).allowed).toBe(true);
      // 200 ms behind, still in the window before: its lease is counted in the newer window.
      expect((await behind.hit(rule, 'skew', window - 100)).allowed).toBe(true);
      const row = await database.handle.db.selectFrom('rate_limits').select(['window_start', 'count']).where('key', '=', 'leased:skew').executeTakeFirstOrThrow();
      expect({ start: Number(row.window_start), count: Number(row.count) }).toEqual({ start: window, count: 2 * block });
    });

    it('sweeps its rule’s rows a window after their window ended, and no other rule’s', async () => {
      // A rule of its own: the other tests' limiters, whose clocks are years ahead, sweep `leased:`.
      const swept = { ...rule, name: 'swept' };
      const now = Date.now();
      const current = Math.floor(now / rule.windowMs) * rule.windowMs;
      await database.handle.db
        .insertInto('rate_limits')
        .values([
          { key: 'swept:ended-long-ago', window_start: current - 2 * rule.windowMs, count: 5 },
          { key: 'swept:just-ended', window_start: current - rule.windowMs, count: 5 },
          { key: 'other-rule:ended-long-ago', window_start: current - 2 * rule.windowMs, count: 5 },
        ])
        .execute();
      const { limiter } = instance();
      await limiter.hit(swept, 'sweeper', now);
      const keys = async () => (await database.handle.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
      await expect.poll(keys).not.toContain('swept:ended-long-ago');
      expect(await keys()).toEqual(expect.arrayContaining(['swept:just-ended', 'other-rule:ended-long-ago', 'swept:sweeper']));
    });

    it('goes on with its own count while the database is unreachable (fail open, per instance)', async () => {
      // A database that is closed answers every statement with an error.
      const gone = dialect === 'sqlite' ? openDatabase({ kind: 'sqlite', file: ':memory:' }) : openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
      await gone.close();
      const limiter = createLeasedRateLimiter(gone.db);
      const t0 = 1_800_000_360_000;
      const results = [];
      for (let i = 0; i <= rule.limit; i++) results.push(await limiter.hit(rule, 'offline', t0));
      expect(results.filter((r) => r.allowed)).toHaveLength(rule.limit);
      expect(results.at(-1)!.allowed).toBe(false);
    });
  });
}

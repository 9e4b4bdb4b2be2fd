import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

const rule = { name: 'passage', limit: 3, windowMs: 60_000 };

describe('in-memory rate limiter', () => {
  it('allows `limit` hits per window and address, then refuses with the time left', async () => {
    const limiter = createMemoryRateLimiter();
    const t0 = 1_700_000_020_000; // 40 s into a minute window
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(rule, 'a', t0));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(20);
    expect((await limiter.hit(rule, 'b', t0)).allowed).toBe(true);
    expect((await limiter.hit(rule, 'a', t0 + 60_000)).allowed).toBe(true);
  });

  it('stays bounded under a flood of distinct addresses and still limits the newest', async () => {
    const limiter = createMemoryRateLimiter();
    const t0 = 1_800_000_000_000;
    for (let i = 0; i < 60_000; i++) await limiter.hit(rule, `ip-${i}`, t0);
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'last', t0);
    expect((await limiter.hit(rule, 'last', t0)).allowed).toBe(false);
  });
});

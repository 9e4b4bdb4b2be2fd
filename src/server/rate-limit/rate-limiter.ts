import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Longer than any window we use (the longest is an hour), so a live window is never swept. */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_HITS = 500;

export interface RateLimitRule {
  /** Distinguishes one limit from another sharing the same key (e.g. "contact"). */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** The start of the fixed window `now` falls in. */
export function windowStart(rule: RateLimitRule, now: number): number {
  return Math.floor(now / rule.windowMs) * rule.windowMs;
}

/** The verdict for the `count`-th hit of the window that started at `start`. */
function windowResult(rule: RateLimitRule, count: number, start: number, now: number): RateLimitResult {
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)),
  };
}

export interface RateLimiter {
  hit(rule: RateLimitRule, subject: string, now?: number): Promise<RateLimitResult>;
  /** Forgets windows that ended long ago. */
  prune(olderThanMs: number, now?: number): Promise<void>;
  /** Forgets the subject's count under this rule (a lock lifted). */
  clear(rule: RateLimitRule, subject: string): Promise<void>;
}

/**
 * Fixed-window counter kept in the database, so that every instance behind a load balancer
 * shares it. One atomic upsert per hit; no read-modify-write race.
 */
export function createRateLimiter(db: Kysely<Database>, options: { pruneEvery?: number } = {}): RateLimiter {
  const pruneEvery = options.pruneEvery ?? PRUNE_EVERY_HITS;
  let hits = 0;
  const limiter: RateLimiter = {
    async hit(rule, subject, now = Date.now()) {
      // Ended windows are swept now and then by the hits themselves, so the table stays the size
      // of the recent traffic without a scheduler (and with several instances, without a leader).
      hits += 1;
      if (hits % pruneEvery === 0) {
        limiter.prune(PRUNE_AFTER_MS, now).catch(() => {
          // A failed sweep is retried by a later hit; the hit itself must not fail for it.
        });
      }
      const start = windowStart(rule, now);
      const key = `${rule.name}:${subject}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: start, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
            window_start: sql<number>`excluded.window_start`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return windowResult(rule, Number(row.count), start, now);
    },
    async prune(olderThanMs, now = Date.now()) {
      await db.deleteFrom('rate_limits').where('window_start', '<', now - olderThanMs).execute();
    },
    async clear(rule, subject) {
      await db.deleteFrom('rate_limits').where('key', '=', `${rule.name}:${subject}`).execute();
    },
  };
  return limiter;
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

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

export interface RateLimiter {
  hit(rule: RateLimitRule, subject: string, now?: number): Promise<RateLimitResult>;
  /** Forgets windows that ended long ago. */
  prune(olderThanMs: number, now?: number): Promise<void>;
}

/**
 * Fixed-window counter kept in the database, so that every instance behind a load balancer
 * shares it. One atomic upsert per hit; no read-modify-write race.
 */
export function createRateLimiter(db: Kysely<Database>): RateLimiter {
  return {
    async hit(rule, subject, now = Date.now()) {
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      const key = `${rule.name}:${subject}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
            window_start: sql<number>`excluded.window_start`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      const count = Number(row.count);
      return {
        allowed: count <= rule.limit,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
      };
    },
    async prune(olderThanMs, now = Date.now()) {
      await db.deleteFrom('rate_limits').where('window_start', '<', now - olderThanMs).execute();
    },
  };
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { windowResult, windowStart, type RateLimiter, type RateLimitRule } from './rate-limiter.ts';

/** Longer than any window we use, so a live window is never swept. */
const PRUNE_AFTER_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_FLUSHES = 100;
/** Rows per statement: well inside SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 200;
/** From this share of the limit on, a key's hits are written one by one, not in batches. */
const CONFIRM_FROM = 0.8;
/** A flood of more distinct addresses than this cannot be limited per address anyway. */
const MAX_KEYS = 20_000;

interface Entry {
  key: string;
  rule: RateLimitRule;
  start: number;
  /** The count every instance together holds for this window, as the database last answered. */
  shared: number;
  /** Hits being written now, and hits not yet written. */
  sending: number;
  pending: number;
}

export interface BatchedRateLimiterOptions {
  /** How often local counts are written to the shared table. */
  flushMs?: number;
  /**
   * A key is written once this instance has seen this share of its limit (or when it crosses the
   * limit): a client that sends one request, as most do, costs no database write at all.
   */
  publishFraction?: number;
}

/**
 * A fixed-window limiter shared by every instance (the same `rate_limits` rows as the database
 * limiter, decision 0002) for a cheap, hot, public endpoint: a database write per lookup would cost
 * more than the lookup. Each instance counts in memory and adds its counts to the shared rows in
 * batches (one multi-row upsert per `flushMs`), reading back the total that all instances hold.
 * From 80% of the limit on (as this instance sees it), each hit is written at once, so the refusal
 * is exact across instances and published at once; a refused hit costs no write. What a key can
 * get past the limit is bounded by what other instances counted and had not yet written: less
 * than `publishFraction` of the limit each, or what they counted in the last `flushMs`.
 */
export function createBatchedRateLimiter(db: Kysely<Database>, options: BatchedRateLimiterOptions = {}): RateLimiter & { flush(): Promise<void> } {
  const flushMs = options.flushMs ?? 1000;
  const publishFraction = options.publishFraction ?? 0.05;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  let flushes = 0;

  const threshold = (rule: RateLimitRule) => Math.max(1, Math.floor(rule.limit * publishFraction));

  async function write(batch: Entry[]): Promise<void> {
    for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
      const chunk = batch.slice(i, i + ROWS_PER_STATEMENT);
      const sent = chunk.map((entry) => {
        const amount = entry.pending;
        entry.sending += amount;
        entry.pending = 0;
        return amount;
      });
      try {
        const rows = await db
          .insertInto('rate_limits')
          .values(chunk.map((entry, index) => ({ key: entry.key, window_start: entry.start, count: sent[index]! })))
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              // Same window: add. An older row: this window starts afresh. A newer row (another
              // instance's clock is ahead): keep it.
              count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + excluded.count when rate_limits.window_start > excluded.window_start then rate_limits.count else excluded.count end`,
              window_start: sql<number>`case when rate_limits.window_start > excluded.window_start then rate_limits.window_start else excluded.window_start end`,
            }),
          )
          .returning(['key', 'count'])
          .execute();
        const totals = new Map(rows.map((row) => [row.key, Number(row.count)]));
        chunk.forEach((entry, index) => {
          entry.sending -= sent[index]!;
          entry.shared = totals.get(entry.key) ?? entry.shared + sent[index]!;
        });
      } catch {
        // The database is briefly unreachable: keep the counts for the next flush; the lookup
        // itself goes on with this instance's own count (fail open, as a read-only page should).
        chunk.forEach((entry, index) => {
          entry.sending -= sent[index]!;
          entry.pending += sent[index]!;
        });
      }
    }
  }

  /** Flushes run one after another, so a key's counts are never written twice. */
  function enqueue(select: () => Entry[]): Promise<void> {
    chain = chain.then(async () => {
      const batch = select();
      if (batch.length > 0) await write(batch);
    });
    return chain;
  }

  function flushDue(now = Date.now()): Promise<void> {
    flushes += 1;
    if (flushes % PRUNE_EVERY_FLUSHES === 0) {
      db.deleteFrom('rate_limits')
        .where('window_start', '<', now - PRUNE_AFTER_MS)
        .execute()
        .catch(() => {
          // retried at a later flush
        });
    }
    return enqueue(() => {
      const due: Entry[] = [];
      for (const [key, entry] of entries) {
        const ended = entry.start + entry.rule.windowMs <= now;
        if (ended) {
          // An ended window's counts limit nothing any more.
          if (entry.sending === 0) entries.delete(key);
        } else if (entry.pending >= threshold(entry.rule)) {
          due.push(entry);
        }
      }
      return due;
    });
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flushDue().then(() => {
        if ([...entries.values()].some((entry) => entry.pending > 0)) schedule();
      });
    }, flushMs);
    // A pending flush never keeps the process (or a test run) alive.
    timer.unref();
  }

  function entryFor(rule: RateLimitRule, subject: string, now: number): Entry {
    const key = `${rule.name}:${subject}`;
    const start = windowStart(rule, now);
    const current = entries.get(key);
    if (current && current.start === start) return current;
    if (!current && entries.size >= MAX_KEYS) {
      // Map order is insertion order: the first keys are the oldest. Unwritten counts of dropped
      // keys are lost, which a flood of this many addresses makes moot.
      for (const oldest of entries.keys()) {
        if (entries.size < MAX_KEYS * 0.9) break;
        entries.delete(oldest);
      }
    }
    const entry: Entry = { key, rule, start, shared: 0, sending: 0, pending: 0 };
    entries.set(key, entry);
    return entry;
  }

  return {
    async hit(rule, subject, now = Date.now()) {
      const entry = entryFor(rule, subject, now);
      const start = entry.start;
      // All instances together already used the window up: refuse without counting or writing.
      if (entry.shared >= rule.limit) return windowResult(rule, entry.shared + 1, start, now);
      entry.pending += 1;
      let count = entry.shared + entry.sending + entry.pending;
      if (count >= Math.ceil(rule.limit * CONFIRM_FROM)) {
        // Near the limit, every hit is counted in the database at once, so the refusal is exact
        // across instances (and a refused hit is never written: see the check above).
        await enqueue(() => (entry.pending > 0 ? [entry] : []));
        count = entry.shared + entry.sending + entry.pending;
      } else {
        schedule();
      }
      return windowResult(rule, count, start, now);
    },
    async prune(olderThanMs, now = Date.now()) {
      await db.deleteFrom('rate_limits').where('window_start', '<', now - olderThanMs).execute();
    },
    async clear(rule, subject) {
      const key = `${rule.name}:${subject}`;
      entries.delete(key);
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    /** Writes every unwritten count now (tests; a graceful stop). */
    flush() {
      return enqueue(() => [...entries.values()].filter((entry) => entry.pending > 0));
    },
  };
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { windowStart, type RateLimiter, type RateLimitResult, type RateLimitRule } from './rate-limiter.ts';

/** Rows per statement: well inside SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_STATEMENT = 200;
/** A flood of more distinct addresses than this cannot be limited per address anyway. */
const MAX_KEYS = 20_000;
/** After a failed lease, this long is served from this instance's own count before trying again. */
const RETRY_DATABASE_AFTER_MS = 1000;

/** How a rule's quota is handed out: `block` units at a time up to `blocksEnd`, then one by one. */
interface LeasePlan {
  block: number;
  blocksEnd: number;
}

/**
 * A block of a thirtieth of the limit (8 of 240), up to 16, and blocks only while a tenth of the
 * limit is still unleased. A block one instance leased and then saw no more hits for is what a
 * client can find missing on another instance: at most `block - 1` per other instance.
 */
export function leasePlan(rule: RateLimitRule): LeasePlan {
  const block = Math.max(1, Math.min(16, Math.floor(rule.limit / 30)));
  return { block, blocksEnd: block * Math.floor((rule.limit * 0.9) / block) };
}

interface Entry {
  key: string;
  rule: RateLimitRule;
  /** The window the lease is in (the database's, should another instance's clock be ahead). */
  start: number;
  /** Units this instance leased and has not handed out yet. */
  available: number;
  /** Units every instance together has leased in this window, as the database last answered. */
  leased: number;
  /** The lease being asked for (queued or in flight), which every waiting hit awaits. */
  lease: Deferred | null;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A fixed-window limiter shared by every instance, exact, for a cheap, hot, public endpoint
 * (decision 0034). The window's quota lives in the `rate_limits` row of the key (decision 0002),
 * whose `count` is the units all instances together have leased. An instance leases a block of
 * units with one atomic upsert and hands them out from memory; what all instances hand out never
 * exceeds the limit. The last tenth of the quota is leased one unit at a time, so it goes only to
 * a hit that uses it at once. Every lease asked for in one turn of the event loop goes in one
 * multi-row statement, so under load a statement carries many addresses.
 *
 * The statement decides the amount from the row itself (a block while the count is below
 * `blocksEnd`, else one unit), so an instance that last looked long ago never takes a block out
 * of the tail. Below `blocksEnd` the count only ever moves by whole blocks, so the count it
 * returns says which it was: at most `blocksEnd`, a block; above, one unit, granted if the count
 * is still within the limit. The count can pass the limit by the refused single claims (one per
 * instance that had not yet heard the window was spent); those claims hand out nothing.
 */
export function createLeasedRateLimiter(db: Kysely<Database>): RateLimiter {
  const entries = new Map<string, Entry>();
  const queue = new Set<Entry>();
  let scheduled = false;
  let draining = false;
  let databaseFailedAt = Number.NEGATIVE_INFINITY;
  /** When each rule's ended rows were last swept, by rule name. */
  const sweptAt = new Map<string, number>();
  /** The latest time a hit was counted at (the clock the hits are given: tests give their own). */
  let latest = Number.NEGATIVE_INFINITY;

  /** Grants a lease from this instance's own view of the window: the database is unreachable. */
  function grantLocally(entry: Entry) {
    const { block } = leasePlan(entry.rule);
    const granted = Math.max(0, Math.min(block, entry.rule.limit - entry.leased));
    entry.leased += block;
    entry.available += granted;
  }

  function settle(entry: Entry) {
    const lease = entry.lease;
    entry.lease = null;
    lease?.resolve();
  }

  async function leaseFor(rule: RateLimitRule, batch: Entry[]): Promise<void> {
    const { block, blocksEnd } = leasePlan(rule);
    // A row absent, or left from an ended window, starts afresh; the first lease of a window is a
    // block like any other below `blocksEnd`.
    const first = blocksEnd > 0 ? block : 1;
    const rows = await db
      .insertInto('rate_limits')
      .values(batch.map((entry) => ({ key: entry.key, window_start: entry.start, count: first })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // The same window (or a newer one: another instance's clock is ahead, and this lease is
          // taken in its window): a block below `blocksEnd`, one unit above. An older row: afresh.
          count: sql<number>`case when rate_limits.window_start >= excluded.window_start then rate_limits.count + case when rate_limits.count < ${blocksEnd} then ${block} else 1 end else excluded.count end`,
          window_start: sql<number>`case when rate_limits.window_start > excluded.window_start then rate_limits.window_start else excluded.window_start end`,
        }),
      )
      .returning(['key', 'window_start', 'count'])
      .execute();
    const answers = new Map(rows.map((row) => [row.key, { start: Number(row.window_start), count: Number(row.count) }]));
    for (const entry of batch) {
      const answer = answers.get(entry.key);
      if (!answer) {
        // Not expected (every row of an upsert is returned); granted locally, so a hit never loops.
        grantLocally(entry);
        continue;
      }
      const granted = answer.count <= blocksEnd ? block : answer.count <= rule.limit ? 1 : 0;
      entry.start = answer.start;
      entry.leased = answer.count;
      entry.available += granted;
    }
  }

  /** Sweeps a rule's rows whose window ended at least a window ago (clocks may differ a little). */
  function sweepEnded(rule: RateLimitRule, now: number) {
    const last = sweptAt.get(rule.name) ?? Number.NEGATIVE_INFINITY;
    if (now - last < rule.windowMs) return;
    sweptAt.set(rule.name, now);
    const prefix = `${rule.name}:`;
    db.deleteFrom('rate_limits')
      .where('window_start', '<', windowStart(rule, now) - rule.windowMs)
      .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
      .execute()
      .catch(() => {
        // Retried a window later; the rows only take room meanwhile.
        sweptAt.set(rule.name, last);
      });
  }

  async function drain(): Promise<void> {
    scheduled = false;
    if (draining) return;
    draining = true;
    try {
      while (queue.size > 0) {
        // A key appears once a statement (PostgreSQL refuses to update one row twice): an entry
        // left from the window before, asking for the same key, waits for the next statement.
        const keys = new Set<string>();
        const batch: Entry[] = [];
        for (const entry of queue) {
          if (batch.length >= ROWS_PER_STATEMENT) break;
          if (keys.has(entry.key)) continue;
          keys.add(entry.key);
          batch.push(entry);
        }
        for (const entry of batch) queue.delete(entry);
        const now = latest;
        if (Date.now() - databaseFailedAt < RETRY_DATABASE_AFTER_MS) {
          batch.forEach(grantLocally);
        } else {
          const byRule = Map.groupBy(batch, (entry) => entry.rule);
          for (const [rule, entriesOfRule] of byRule) {
            try {
              await leaseFor(rule, entriesOfRule);
              sweepEnded(rule, now);
            } catch {
              // The database is briefly unreachable: the lookups go on, limited by this instance's
              // own count until it answers again (fail open, as a read-only page should).
              databaseFailedAt = Date.now();
              entriesOfRule.forEach(grantLocally);
            }
          }
        }
        batch.forEach(settle);
      }
    } finally {
      draining = false;
    }
  }

  function requestLease(entry: Entry): Promise<void> {
    if (!entry.lease) {
      entry.lease = deferred();
      queue.add(entry);
      if (!scheduled) {
        scheduled = true;
        // After the other requests that arrived in this turn of the event loop, so they share the
        // statement. One statement at a time: those arriving meanwhile wait for the next.
        setImmediate(() => void drain());
      }
    }
    return entry.lease.promise;
  }

  function entryFor(rule: RateLimitRule, subject: string, now: number): Entry {
    const key = `${rule.name}:${subject}`;
    const start = windowStart(rule, now);
    const current = entries.get(key);
    // A lease taken in a newer window (another instance's clock is ahead) is used until it ends.
    if (current && current.start >= start) return current;
    if (!current && entries.size >= MAX_KEYS) {
      // Map order is insertion order: the first keys are the oldest. Units they leased and had not
      // handed out are lost to their clients for the rest of the window: never more than the limit.
      for (const oldest of entries.keys()) {
        if (entries.size < MAX_KEYS * 0.9) break;
        entries.delete(oldest);
      }
    }
    const entry: Entry = { key, rule, start, available: 0, leased: 0, lease: null };
    entries.set(key, entry);
    return entry;
  }

  function result(entry: Entry, allowed: boolean, now: number): RateLimitResult {
    return {
      allowed,
      remaining: Math.max(0, entry.rule.limit - entry.leased) + entry.available,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.start + entry.rule.windowMs - now) / 1000)),
    };
  }

  return {
    async hit(rule, subject, now = Date.now()) {
      latest = Math.max(latest, now);
      const entry = entryFor(rule, subject, now);
      for (;;) {
        if (entry.available > 0) {
          entry.available -= 1;
          return result(entry, true, now);
        }
        // Every instance together has leased the whole window: refuse without a statement.
        if (entry.leased >= rule.limit) return result(entry, false, now);
        // Waits for a lease (asked for now, or already asked for by another hit of this key), then
        // looks again: a block serves several waiting hits, a single unit only one of them.
        await requestLease(entry);
      }
    },
    async prune(olderThanMs, now = Date.now()) {
      await db.deleteFrom('rate_limits').where('window_start', '<', now - olderThanMs).execute();
    },
    async clear(rule, subject) {
      const key = `${rule.name}:${subject}`;
      entries.delete(key);
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

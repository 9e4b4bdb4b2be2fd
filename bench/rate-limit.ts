// What the Bible lookup's per-address limit costs a lookup (decision 0034): the shared limiter the
// route uses, next to the database limiter (one upsert per hit, decision 0002) for scale, on a
// SQLite file and — when TEST_DATABASE_URL is set — on PostgreSQL. Measured in-process, so the
// figures are the limiter's own cost per hit (wall time, the database's work included) and the
// statements it sends per 100 hits, for the traffic patterns the route sees. Wall time is what a
// lookup waits (a PostgreSQL round trip included); CPU time is what the server process spends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle, type Dialect } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import type { Database } from '../src/server/db/schema.ts';
import { LIMITS } from '../src/server/http/limits.ts';
import { createLeasedRateLimiter } from '../src/server/rate-limit/leased-rate-limiter.ts';
import { createRateLimiter, type RateLimiter } from '../src/server/rate-limit/rate-limiter.ts';
import { createPostgresDatabase } from '#tests/support/test-databases.ts';
import { report, round, type BenchResult, type Measurement } from './report.ts';
import { median } from './median.ts';

const rule = LIMITS.biblePassage;
/** The middle of a window, so no pattern straddles a window's end. */
const NOW = 1_700_000_030_000;
const RUNS = 3;

interface Pattern {
  name: string;
  /** The subjects of the hits, in rounds: the hits of one round are in flight together. */
  rounds: (prefix: string) => string[][];
}

const PATTERNS: Pattern[] = [
  { name: 'a new address each lookup, one at a time', rounds: (p) => Array.from({ length: 4000 }, (_, i) => [`${p}-${i}`]) },
  { name: 'a new address each lookup, 64 in flight', rounds: (p) => Array.from({ length: 100 }, (_, r) => Array.from({ length: 64 }, (_, i) => `${p}-${r}-${i}`)) },
  { name: `one address, ${rule.limit} lookups one at a time (×10 addresses)`, rounds: (p) => Array.from({ length: 10 * rule.limit }, (_, i) => [`${p}-${Math.floor(i / rule.limit)}`]) },
  { name: '64 readers, 30 lookups each, 64 in flight', rounds: (p) => Array.from({ length: 30 }, () => Array.from({ length: 64 }, (_, i) => `${p}-${i}`)) },
];

/** The database, counting the statements sent through it. */
function counted(db: Kysely<Database>) {
  const counter = { statements: 0 };
  const wrapped = db.withPlugin({
    transformQuery: (args) => {
      counter.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  return { db: wrapped, counter };
}

async function openBenchDatabase(dialect: Dialect): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    // A file, as the server uses (WAL, synchronous NORMAL): an in-memory database would flatter writes.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-bench-'));
    const handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.sqlite') });
    await migrateToLatest(handle);
    return { handle, drop: async () => (await handle.close(), fs.rmSync(dir, { recursive: true, force: true })) };
  }
  const pg = await createPostgresDatabase();
  const handle = openDatabase({ kind: 'postgres', url: pg.url });
  await migrateToLatest(handle);
  return { handle, drop: async () => (await handle.close(), await pg.drop()) };
}

async function measure(limiter: RateLimiter, counter: { statements: number }, pattern: Pattern, prefix: string) {
  const rounds = pattern.rounds(prefix);
  const hits = rounds.reduce((sum, round) => sum + round.length, 0);
  const before = counter.statements;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let allowed = 0;
  for (const round of rounds) {
    const results = await Promise.all(round.map((subject) => limiter.hit(rule, subject, NOW)));
    allowed += results.filter((result) => result.allowed).length;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    micros: ((performance.now() - started) * 1000) / hits,
    cpuMicros: (cpu.user + cpu.system) / hits,
    statementsPer100: ((counter.statements - before) * 100) / hits,
    allowed,
    hits,
  };
}


async function measureOn(dialect: Dialect): Promise<BenchResult> {
  const database = await openBenchDatabase(dialect);
  const measurements: Measurement[] = [];
  try {
    const limiters: Array<[string, (db: Kysely<Database>) => RateLimiter]> = [
      ['leased (the route’s)', (db) => createLeasedRateLimiter(db)],
      ['database (one upsert a hit)', (db) => createRateLimiter(db)],
    ];
    for (const [limiterName, create] of limiters) {
      for (const [index, pattern] of PATTERNS.entries()) {
        const { db, counter } = counted(database.handle.db);
        const limiter = create(db);
        // A first pass warms the prepared statements and the JIT; the median of three is reported
        // (this machine is shared: single runs vary by a factor of two).
        await measure(limiter, counter, pattern, `warm-${limiterName}-${index}`);
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(limiter, counter, pattern, `${limiterName}-${index}-${run}`));
        const last = runs.at(-1)!;
        measurements.push({
          name: `${limiterName}: ${pattern.name}`,
          value: round(median(runs.map((r) => r.micros)), 1),
          unit: 'µs/hit',
          note: `CPU ${round(median(runs.map((r) => r.cpuMicros)), 1)} µs/hit; ${round(last.statementsPer100, 1)} statements per 100 hits; ${last.allowed}/${last.hits} allowed`,
        });
      }
    }
  } finally {
    await database.drop();
  }
  return report({ bench: `rate-limit-${dialect}`, measurements });
}

export async function run(): Promise<BenchResult[]> {
  const results = [await measureOn('sqlite')];
  if (process.env.TEST_DATABASE_URL) results.push(await measureOn('postgres'));
  return results;
}

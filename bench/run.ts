// `npm run bench [name…]`: runs the benchmarks (all, or the named ones) one after another, each
// printing its table and writing bench/results/<name>.json, then a summary of every target.
// Exits 1 when any target was missed or a benchmark failed to run.
import { status, type BenchResult } from './report.ts';

type Bench = () => Promise<BenchResult[]>;

// Imported on demand, so running one benchmark does not load the others' dependencies.
const BENCHES: Record<string, Bench> = {
  engine: async () => (await import('./engine-run.ts')).run(),
  'api-throughput': async () => (await import('./api-throughput.ts')).run(),
  'history-scale': async () => (await import('./history-scale.ts')).run(),
  streaming: async () => (await import('./streaming.ts')).run(),
  'front-end': async () => (await import('./front-end.ts')).run(),
  'sermon-quality': async () => (await import('./sermon-quality.ts')).run(),
  'data-memory': async () => (await import('./data-memory.ts')).run(),
  'rate-limit': async () => (await import('./rate-limit.ts')).run(),
};
// memory.json is written by the throughput run (it measures the server after that load).
const ALIASES: Record<string, string> = { memory: 'api-throughput' };

const requested = process.argv.slice(2).map((name) => ALIASES[name] ?? name);
const unknown = requested.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${[...Object.keys(BENCHES), ...Object.keys(ALIASES)].join(', ')}`);
  process.exit(2);
}
const names = requested.length > 0 ? [...new Set(requested)] : Object.keys(BENCHES);

const started = performance.now();
const results: BenchResult[] = [];
const failures: Array<{ bench: string; error: string }> = [];
for (const name of names) {
  const benchStarted = performance.now();
  try {
    results.push(...(await BENCHES[name]!()));
  } catch (error) {
    console.error(`\n${name} failed:`, error);
    failures.push({ bench: name, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
  }
  console.log(`(${name}: ${Math.round((performance.now() - benchStarted) / 1000)} s)`);
}

console.log(`\n======== Summary (${Math.round((performance.now() - started) / 1000)} s, BENCH_SECONDS=${process.env.BENCH_SECONDS ?? 15}) ========`);
const rows = results.flatMap((result) =>
  result.measurements.filter((m) => m.ok !== undefined).map((m) => ({ bench: result.bench, target: m.name, value: `${m.value}${m.unit ? ` ${m.unit}` : ''}`, wanted: m.target ?? '', status: status(m) })),
);
console.table([...rows, ...failures.map((f) => ({ bench: f.bench, target: 'ran to completion', value: f.error.slice(0, 80), wanted: 'no failure', status: 'MISS' }))]);
const missed = rows.filter((row) => row.status === 'MISS').length + failures.length;
console.log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
process.exitCode = missed === 0 ? 0 : 1;

// How every benchmark reports: a small table on stdout, a JSON file in bench/results, and the
// targets collected for the summary that bench/run.ts prints at the end.
import fs from 'node:fs';
import path from 'node:path';

export interface Measurement {
  name: string;
  value: number | string;
  unit?: string;
  /** What "good" means, in words (e.g. "≤ 25 ms"); absent for context-only numbers. */
  target?: string;
  /** true / false against the target; undefined when the number has no target. */
  ok?: boolean;
  /** Why a value is suspect (errors, non-2xx responses…). */
  note?: string;
}

export interface BenchResult {
  bench: string;
  measurements: Measurement[];
  details?: Record<string, unknown>;
}

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

export function benchSeconds(): number {
  const seconds = Number(process.env.BENCH_SECONDS ?? 15);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 15;
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Percentile of already-sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function status(measurement: Measurement): string {
  if (measurement.ok === undefined) return '';
  return measurement.ok ? 'ok' : 'MISS';
}

export function printTable(title: string, measurements: Measurement[]) {
  console.log(`\n== ${title} ==`);
  console.table(
    measurements.map((m) => ({
      name: m.name,
      value: `${m.value}${m.unit ? ` ${m.unit}` : ''}`,
      target: m.target ?? '',
      status: status(m),
      ...(m.note ? { note: m.note } : {}),
    })),
  );
}

/** Prints the table and writes bench/results/<bench>.json. */
export function report(result: BenchResult): BenchResult {
  printTable(result.bench, result.measurements);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, `${result.bench}.json`), `${JSON.stringify({ ...result, node: process.version, at: new Date().toISOString() }, null, 2)}\n`);
  return result;
}

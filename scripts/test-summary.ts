// Prints one closing line for the whole run, "N passed, N failed", from the JSON reports that
// Vitest and Playwright wrote during `npm test`. With --failures it prints only the failed tests,
// each with the first lines of its error: CI calls it last, so the names are in the log's tail even
// when the suites after `npm test` print hundreds of lines.
import fs from 'node:fs';
import { failureReport, type PlaywrightReport, type VitestReport } from './test-report-failures.ts';

/** A report, or null when the suite did not write one (or was stopped while writing it). */
function read<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const unit = read<VitestReport>('reports/vitest.json');
const e2e = read<PlaywrightReport>('reports/e2e.json');

if (process.argv.includes('--failures')) {
  console.log(failureReport(unit, e2e));
  process.exit(0);
}

const unitPassed = unit?.numPassedTests ?? 0;
const e2ePassed = e2e ? e2e.stats.expected + e2e.stats.flaky : 0;
const passed = unitPassed + e2ePassed;
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(`unit+api: ${unitPassed} passed; end-to-end: ${e2ePassed} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

// Prints one closing line for the whole run, "N passed, N failed", from the JSON reports that
// Vitest and Playwright wrote during `npm test`.
import fs from 'node:fs';

function read(file: string): Record<string, unknown> | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
}

const unit = read('reports/vitest.json') as { numPassedTests: number; numFailedTests: number } | null;
const e2e = read('reports/e2e.json') as { stats: { expected: number; unexpected: number; flaky: number } } | null;
const passed = (unit?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(`unit+api: ${unit?.numPassedTests ?? 0} passed; end-to-end: ${e2e ? e2e.stats.expected + e2e.stats.flaky : 0} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

// Prints one closing line for the whole run, "N passed, N failed", from the JSON reports that
// Vitest and Playwright wrote during `npm test`. With --failures it prints only the failed tests,
// each with the first lines of its error: CI calls it last, so the names are in the log's tail even
// when the suites after `npm test` print hundreds of lines.
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
};
type PlaywrightResult = { status: string; error?: { message?: string } };
type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results: PlaywrightResult[] }[] }[];
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] };

function read<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

/** The first lines of an error, without the terminal's colour codes. */
function firstLines(message: string | undefined): string {
  const plain = stripVTControlCharacters(message ?? '');
  return plain.split('\n').filter((line) => line.trim() !== '').slice(0, 8).map((line) => `      ${line}`).join('\n');
}

function failedUnitTests(report: VitestReport): string[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `  ✗ ${file.name} › ${test.fullName}\n${firstLines(test.failureMessages[0])}`),
  );
}

function failedEndToEndTests(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...failedEndToEndTests(suite.suites ?? []),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `  ✗ [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n${firstLines(test.results.at(-1)?.error?.message)}`),
    ),
  ]);
}

const unit = read<VitestReport>('reports/vitest.json');
const e2e = read<PlaywrightReport>('reports/e2e.json');

if (process.argv.includes('--failures')) {
  const failures = [...(unit ? failedUnitTests(unit) : []), ...(e2e ? failedEndToEndTests(e2e.suites) : [])];
  console.log(failures.length === 0 ? 'npm test: no failed test in its reports' : `npm test: ${failures.length} failed\n${failures.join('\n')}`);
  process.exit(0);
}

const unitPassed = unit?.numPassedTests ?? 0;
const e2ePassed = e2e ? e2e.stats.expected + e2e.stats.flaky : 0;
const passed = unitPassed + e2ePassed;
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);
console.log(`unit+api: ${unitPassed} passed; end-to-end: ${e2ePassed} passed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

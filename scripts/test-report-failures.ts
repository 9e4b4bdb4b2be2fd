// What `npm test`'s JSON reports say failed, as lines for the log's tail (scripts/test-summary.ts).
import { stripVTControlCharacters } from 'node:util';

export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status?: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
};
type PlaywrightResult = { status: string; error?: { message?: string } };
export type PlaywrightSuite = {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results: PlaywrightResult[] }[] }[];
};
export type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[]; errors?: { message?: string }[] };

/** The first lines of an error, without the terminal's colour codes. */
function firstLines(message: string | undefined): string {
  const plain = stripVTControlCharacters(message ?? '');
  return plain
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 8)
    .map((line) => `      ${line}`)
    .join('\n');
}

function failedUnitTests(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed with no failed test in it did not load or run (an import, a hook).
    if (failed.length === 0 && file.status === 'failed') return [`  ✗ ${file.name} (the file did not run)\n${firstLines(file.message)}`];
    return failed.map((test) => `  ✗ ${file.name} › ${test.fullName}\n${firstLines(test.failureMessages[0])}`);
  });
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

/**
 * Every failed test with its error's first lines, and every report `npm test` did not write (it
 * stopped before that suite, or during it: the log above says where), so "nothing failed" is only
 * said when both suites ran and reported.
 */
export function failureReport(unit: VitestReport | null, e2e: PlaywrightReport | null): string {
  const failures = [
    ...(unit ? failedUnitTests(unit) : []),
    ...(e2e ? failedEndToEndTests(e2e.suites) : []),
    ...(e2e?.errors ?? []).map((error) => `  ✗ the end-to-end run itself (outside any test)\n${firstLines(error.message)}`),
  ];
  const missing = [
    ...(unit ? [] : ['  no reports/vitest.json: npm test stopped before the unit and API tests finished (types, lint, or the tests themselves)']),
    ...(e2e ? [] : ['  no reports/e2e.json: npm test stopped before the end-to-end tests finished']),
  ];
  if (failures.length === 0 && missing.length === 0) return 'npm test: no failed test in its reports';
  return [`npm test: ${failures.length} failed${missing.length ? `, ${missing.length} report(s) missing` : ''}`, ...failures, ...missing].join('\n');
}

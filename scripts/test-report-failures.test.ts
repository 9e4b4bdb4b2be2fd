import { describe, expect, it } from 'vitest';
import { failureReport, type PlaywrightReport, type VitestReport } from './test-report-failures.ts';

const unitPassing: VitestReport = {
  numPassedTests: 1,
  numFailedTests: 0,
  testResults: [{ name: '/repo/src/a.test.ts', status: 'passed', assertionResults: [{ fullName: 'a works', status: 'passed', failureMessages: [] }] }],
};
const e2ePassing: PlaywrightReport = {
  stats: { expected: 1, unexpected: 0, flaky: 0 },
  suites: [{ specs: [{ title: 'home', file: 'home.spec.ts', line: 3, tests: [{ projectName: 'desktop', status: 'expected', results: [{ status: 'passed' }] }] }] }],
};

describe('the failures npm test reports', () => {
  it('says nothing failed only when both suites reported and nothing failed', () => {
    expect(failureReport(unitPassing, e2ePassing)).toBe('npm test: no failed test in its reports');
  });

  it('names each failed test with its error, colour codes removed', () => {
    const unit: VitestReport = {
      ...unitPassing,
      testResults: [{ name: '/repo/src/b.test.ts', status: 'failed', assertionResults: [{ fullName: 'b adds', status: 'failed', failureMessages: ['\u001b[31mExpected 2\u001b[39m\n\nReceived 3'] }] }],
    };
    const e2e: PlaywrightReport = {
      stats: { expected: 0, unexpected: 1, flaky: 0 },
      suites: [{ suites: [{ specs: [{ title: 'signs out', file: 'access.spec.ts', line: 79, tests: [{ projectName: 'desktop', status: 'unexpected', results: [{ status: 'failed', error: { message: 'first try' } }, { status: 'failed', error: { message: 'Timeout: 7000ms' } }] }] }] }] }],
    };
    const report = failureReport(unit, e2e);
    expect(report).toContain('npm test: 2 failed');
    expect(report).toContain('✗ /repo/src/b.test.ts › b adds\n      Expected 2\n      Received 3');
    expect(report).toContain('✗ [desktop] access.spec.ts:79 › signs out\n      Timeout: 7000ms');
    expect(report).not.toContain('\u001b');
  });

  it('names a test file that did not run, and an error outside any test', () => {
    const unit: VitestReport = { ...unitPassing, testResults: [{ name: '/repo/src/c.test.ts', status: 'failed', message: 'Cannot find module ./gone.ts', assertionResults: [] }] };
    const e2e: PlaywrightReport = { ...e2ePassing, errors: [{ message: 'Error: the web server did not start' }] };
    const report = failureReport(unit, e2e);
    expect(report).toContain('✗ /repo/src/c.test.ts (the file did not run)\n      Cannot find module ./gone.ts');
    expect(report).toContain('✗ the end-to-end run itself (outside any test)\n      Error: the web server did not start');
  });

  it('says which report is missing instead of "no failed test" when npm test stopped early', () => {
    expect(failureReport(null, null)).toBe(
      [
        'npm test: 0 failed, 2 report(s) missing',
        '  no reports/vitest.json: npm test stopped before the unit and API tests finished (types, lint, or the tests themselves)',
        '  no reports/e2e.json: npm test stopped before the end-to-end tests finished',
      ].join('\n'),
    );
    expect(failureReport(unitPassing, null)).toContain('no reports/e2e.json');
  });
});

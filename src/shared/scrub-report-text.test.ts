import { expect, it } from 'vitest';
import { scrubReport, scrubReportText } from './scrub-report-text.ts';

it('cuts query strings and fragments from page addresses and stack lines', () => {
  expect(scrubReportText('http://127.0.0.1:3000/en/reset-password?token=abcDEF123#x')).toBe('http://127.0.0.1:3000/en/reset-password');
  expect(scrubReportText('at load (https://app.example/assets/index-1a2b.js?v=3:10:5)')).toBe('at load (https://app.example/assets/index-1a2b.js)');
  expect(scrubReportText('GET /api/account/reset-token?token=secret failed')).toBe('GET /api/account/reset-token failed');
  expect(scrubReportText('https://app.example/es/login#error=x')).toBe('https://app.example/es/login');
});

it('replaces e-mail addresses, and leaves ordinary text alone', () => {
  expect(scrubReportText('No user pastor.juan+1@iglesia.org found')).toBe('No user [email] found');
  expect(scrubReportText("Cannot read properties of undefined (reading 'title')")).toBe("Cannot read properties of undefined (reading 'title')");
  expect(scrubReportText('Is it ready? Yes.')).toBe('Is it ready? Yes.');
});

it('scrubs every string at any depth', () => {
  const report = { message: 'm a@b.org', context: { url: '/en?token=t', nested: [{ deeper: { url: 'https://x.org/a#b' } }], n: 1, ok: true, none: null } };
  expect(scrubReport(report)).toEqual({ message: 'm [email]', context: { url: '/en', nested: [{ deeper: { url: 'https://x.org/a' } }], n: 1, ok: true, none: null } });
});

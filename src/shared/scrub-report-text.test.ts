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

it('cuts a percent-encoded query string or fragment too', () => {
  expect(scrubReportText('GET /en/reset-password%3Ftoken%3DabcDEF123 failed')).toBe('GET /en/reset-password failed');
  expect(scrubReportText('https://app.example/es/login%23token=x')).toBe('https://app.example/es/login');
  expect(scrubReportText('at f (/assets/a.js%3fv=1:2:3)')).toBe('at f (/assets/a.js)');
});

it('keeps the full stop after an address, and text with no address', () => {
  expect(scrubReportText('Write to ana@iglesia.org. Thanks')).toBe('Write to [email]. Thanks');
  expect(scrubReportText('two: a@b.co and c.d@e.f.org')).toBe('two: [email] and [email]');
  expect(scrubReportText('@handle and user@localhost stay')).toBe('@handle and user@localhost stay');
});

it('leaves long runs with no address in them as they are (runs that made the old patterns backtrack from every position)', () => {
  for (const text of ['/'.repeat(16_000), 'a'.repeat(16_000), 'a.'.repeat(8_000), `${'a'.repeat(8_000)}@${'b'.repeat(8_000)}`, '@'.repeat(16_000)]) {
    expect(scrubReportText(text)).toBe(text);
  }
});

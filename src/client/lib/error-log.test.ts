// Finding 1 of the outside security test (issue 16): the application-start report carried the
// reset link's ?token=… and the user's e-mail into the server log.
import { expect, it } from 'vitest';
import { reportOf, type ErrorLogEntry } from './error-log.ts';

it('sends no e-mail address, query string or fragment to the server', () => {
  const entry: ErrorLogEntry = {
    message: 'Failed for pastor@iglesia.org at /es/reset-password?token=SECRET123',
    stack: 'Error\n    at x (http://127.0.0.1:3000/assets/index.js?v=1:1:2)',
    timestamp: '2026-11-23T09:00:00.000Z',
    context: { userId: 'u1', userEmail: 'pastor@iglesia.org', url: 'http://127.0.0.1:3000/es/reset-password?token=SECRET123#top', level: 'info', source: 'app-start' },
  };
  const sent = JSON.stringify(reportOf(entry));
  expect(sent).not.toContain('SECRET123');
  expect(sent).not.toContain('pastor@iglesia.org');
  expect(sent).not.toContain('#top');
  expect(reportOf(entry).context).toEqual({ userId: 'u1', url: 'http://127.0.0.1:3000/es/reset-password', level: 'info', source: 'app-start' });
  expect(reportOf(entry).stack).toBe('Error\n    at x (http://127.0.0.1:3000/assets/index.js)');
});

import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startErrorReporting } from './sentry.ts';

// The SDK runs in a child process (it instruments the process it lives in) and reports to a
// local HTTP server standing in for Sentry: the third-party boundary.
describe('error reporting', () => {
  const envelopes: string[] = [];
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += String(chunk)));
      req.on('end', () => {
        if (req.url?.includes('/envelope/')) envelopes.push(body);
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is off without SENTRY_DSN', async () => {
    const report = await startErrorReporting({ sentryDsn: null, env: 'test' });
    expect(() => report(new Error('x'))).not.toThrow();
  });

  it('sends the application-start entry and captured errors to the DSN', async () => {
    const module = path.resolve('src/server/observability/sentry.ts');
    const script = `
      const { startErrorReporting } = await import(${JSON.stringify(module)});
      const report = await startErrorReporting({ sentryDsn: 'http://publickey@127.0.0.1:${port}/42', env: 'test' });
      report(new Error('sentry-e2e-boom'));
      const Sentry = await import('@sentry/node');
      await Sentry.flush(5000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
    expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
    const all = envelopes.join('\n');
    expect(all).toContain('Application started');
    expect(all).toContain('sentry-e2e-boom');
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { loadClientBuild } from './http/client-build.ts';
import { createLogger } from './logger.ts';
import { createTestContext, describeEachDatabase, jsonRequest } from '#tests/support/test-app.ts';
import { apiUrls } from '#tests/support/api-client.ts';

// A miniature client build, shaped like Vite's output.
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-build-'));
fs.mkdirSync(path.join(buildDir, 'assets'));
fs.writeFileSync(
  path.join(buildDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta name="app-config" content="{}" /><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
);
fs.writeFileSync(path.join(buildDir, 'assets/index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
fs.writeFileSync(path.join(buildDir, 'robots.txt'), 'User-agent: *\n');
const client = loadClientBuild(buildDir, { supportEmail: 'help@church.org', sentryDsn: null, environment: 'test' });
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describeEachDatabase('health', (ctx) => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await ctx().app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers ready when the database is reachable', async () => {
    const res = await ctx().app.request('/readyz');
    expect(res.status).toBe(200);
    // Ready, and nothing about the stack (which database) for anyone who asks.
    expect(await res.json()).toEqual({ status: 'ready' });
  });
});

describe('readiness without a database', () => {
  it('GET /readyz answers 503 once the database is gone, /healthz still 200', async () => {
    const context = await createTestContext('sqlite');
    await context.database.close();
    const res = await context.app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', error: 'Database unreachable' });
    expect((await context.app.request('/healthz')).status).toBe(200);
  });
});

describe('a database that is down', () => {
  it('answers API requests 503 with a localized "try again" and Retry-After, not 500, and logs no unhandled error', async () => {
    const base = await createTestContext('sqlite');
    const config = { ...base.config, database: { kind: 'postgres' as const, url: 'postgres://postgres@127.0.0.1:9/nowhere' } };
    const database = openDatabase(config.database);
    const logs: string[] = [];
    const logger = createLogger(config, new Writable({ write: (chunk, _encoding, done) => (logs.push(String(chunk)), done()) }));
    const app = createApp({ config, database, logger, mailer: base.mailer, client: null, sessionSecret: 'test-session-secret-that-is-long-enough-0123456789' });
    try {
      const contact = await app.request(apiUrls.contact.$url(), { ...jsonRequest({ name: 'Ana', email: 'ana@example.org', message: 'Hola, una pregunta sobre la app.' }), headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' } });
      expect(contact.status).toBe(503);
      expect(contact.headers.get('retry-after')).toBe('5');
      expect(await contact.json()).toEqual({ error: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos instantes.' });
      // A well-signed session cookie, so the request gets as far as the session lookup.
      const signature = crypto.createHmac('sha256', 'test-session-secret-that-is-long-enough-0123456789').update('some-token').digest('base64');
      const history = await app.request(apiUrls.sermons.$url(), { headers: { Cookie: `sermon-studio.session_token=${encodeURIComponent(`some-token.${signature}`)}` } });
      expect(history.status).toBe(503);
      expect(logs.join('')).not.toContain('unhandled error');
    } finally {
      await database.close();
      await base.close();
    }
  });
});

describeEachDatabase('HTTP surface', (ctx) => {
  it('answers an unknown /api path with a JSON 404, in the request language', async () => {
    // Strings on purpose: paths no route has (a POST to a sermon's address is named by type, it is the method that is unknown).
    for (const [method, url] of [['GET', '/api/nope'], ['POST', apiUrls.sermons[':id'].$url({ param: { id: 'x' } }).href], ['GET', '/api']] as const) {
      const res = await ctx().app.request(url, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ error: 'Not found.' });
    }
    const es = await ctx().app.request('/api/nope', { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
    expect(await es.json()).toEqual({ error: 'No encontrado.' });
  });

  it('sends the security headers on every response', async () => {
    // An unknown API path on purpose: the headers are sent on the 404 too.
    for (const url of ['/healthz', '/api/nope', '/en']) {
      const res = await ctx().app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('gives each request an id, keeping a sane incoming one', async () => {
    const res = await ctx().app.request('/healthz', { headers: { 'X-Request-Id': 'lb-1234567890' } });
    expect(res.headers.get('x-request-id')).toBe('lb-1234567890');
    const fresh = await ctx().app.request('/healthz', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(ctx().logs.some((line) => line.requestId === 'lb-1234567890' && line.path === '/healthz' && line.status === 200)).toBe(true);
  });

  it('refuses any /api body over 64 KB with 413', async () => {
    // An unknown path on purpose: the size is refused before any route is looked for.
    const res = await ctx().app.request('/api/nope', jsonRequest({ blob: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request is too large.' });
  });

  it('lets a payment provider’s event over 64 KB reach the webhook, and refuses one over 512 KB', async () => {
    const event = (size: number) => ({ ...jsonRequest({ type: 'invoice.paid', padding: 'x'.repeat(size) }), headers: { 'Content-Type': 'application/json' } });
    const large = await ctx().app.request(apiUrls.billing.webhooks[':provider'].$url({ param: { provider: 'local' } }), event(200_000));
    expect(large.status).toBe(400);
    expect(await large.json()).toEqual({ error: 'Invalid webhook signature.' });
    const huge = await ctx().app.request(apiUrls.billing.webhooks[':provider'].$url({ param: { provider: 'local' } }), event(600_000));
    expect(huge.status).toBe(413);
  });

  it('never logs a password, token or cookie', async () => {
    const { app, logs } = ctx();
    // The contact route takes no query: the secret is appended by hand to see it is not logged.
    await app.request(`${apiUrls.contact.$url().href}?token=secret-reset-token`, {
      ...jsonRequest({ name: 'A', email: 'a@b.co', message: 'hello there friend', password: 'Hunter2!secret' }),
      headers: { 'Content-Type': 'application/json', Cookie: 'session=abc', Authorization: 'Bearer xyz' },
    });
    const text = JSON.stringify(logs);
    for (const secret of ['Hunter2!secret', 'secret-reset-token', 'session=abc', 'Bearer xyz']) expect(text).not.toContain(secret);
  });
}, { client });

describeEachDatabase('serving the web client', (ctx) => {
  it('serves index.html for /en and /es paths, with no-cache and the page language', async () => {
    for (const [url, lang] of [['/en', 'en'], ['/es', 'es'], ['/en/about', 'en'], ['/es/contact', 'es'], ['/es/anything/deep', 'es']]) {
      const res = await ctx().app.request(url!);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('help@church.org');
    }
  });

  it('serves the bare /reset-password in Spanish (product §2)', async () => {
    const res = await ctx().app.request('/reset-password?token=abc');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="es"');
  });

  it('redirects every other path to /en with a 302', async () => {
    for (const url of ['/', '/fr', '/fr/about', '/about', '/enx', '/wp-login.php']) {
      const res = await ctx().app.request(url);
      expect(res.status, url).toBe(302);
      expect(res.headers.get('location')).toBe('/en');
    }
  });

  it('serves hashed assets immutable and compressed, other files briefly cached', async () => {
    const asset = await ctx().app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const plain = await ctx().app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('console.log');
    const robots = await ctx().app.request('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a revalidation with 304', async () => {
    const first = await ctx().app.request('/en');
    const etag = first.headers.get('etag')!;
    const second = await ctx().app.request('/en', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  it('answers a missing asset with 404, never the app', async () => {
    const res = await ctx().app.request('/assets/index-old999.js');
    expect(res.status).toBe(404);
  });

  it('sends HSTS only when served over https', async () => {
    expect((await ctx().app.request('/en')).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
}, { client, env: { PUBLIC_URL: 'https://sermons.example.org' } });

// Response headers on every kind of answer (page, API, static asset, error): a CSP with no inline
// script, nosniff, no framing, a Referrer-Policy, HSTS only when the public URL is https, and no
// header that names the server software.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, startSuiteServer, type Answer, type SuiteServer } from '../support/security-http.ts';
import { apiUrls } from '#tests/support/api-client.ts';

function expectSafeHeaders(where: string, answer: Answer, https: boolean) {
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp, `${where}: CSP`).not.toBe('');
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `${where}: script-src`).not.toBe('');
  expect(scriptSrc, `${where}: script-src`).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  expect(answer.headers.get('x-content-type-options'), `${where}: nosniff`).toBe('nosniff');
  const framing = /frame-ancestors 'none'/.test(csp) || answer.headers.get('x-frame-options')?.toUpperCase() === 'DENY';
  expect(framing, `${where}: framing refused`).toBe(true);
  expect(answer.headers.get('referrer-policy'), `${where}: Referrer-Policy`).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  if (https) expect(answer.headers.get('strict-transport-security'), `${where}: HSTS`).toMatch(/max-age=\d{7,}/);
  else expect(answer.headers.get('strict-transport-security'), `${where}: no HSTS over http`).toBeNull();
  expect(answer.headers.get('x-powered-by'), `${where}: X-Powered-By`).toBeNull();
  expect(answer.headers.get('server') ?? '', `${where}: Server`).not.toMatch(/\d|node|hono/i);
}

describe.each([
  { name: 'http PUBLIC_URL', https: false },
  { name: 'https PUBLIC_URL', https: true },
])('security headers with $name', ({ https }) => {
  let suite: SuiteServer;
  let assetPath: string;
  const url = () => suite.server.url;

  beforeAll(async () => {
    // Behind a TLS-terminating proxy the server itself still listens on plain http.
    suite = await startSuiteServer('sqlite', https ? { env: { PUBLIC_URL: 'https://sermons.example.org' } } : {});
    const home = await send(url(), '/en');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    if (!asset) throw new Error('no /assets/*.js in the page: is the client built (scripts/test-security.sh builds it)?');
    assetPath = asset;
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('sends them on pages, API answers, static assets, redirects and errors', async () => {
    const targets: Array<[string, string, number | null]> = [
      ['page', '/en', 200],
      ['page (es)', '/es/about', 200],
      ['redirect', '/nowhere', null],
      ['static asset', assetPath, 200],
      ['missing asset', '/assets/missing-0000.js', 404],
      ['health', '/healthz', 200],
      ['API 401', apiUrls.me.$path(), 401],
      // A path no route has, on purpose: the 404 carries the headers too.
      ['API 404', '/api/nothing-here', 404],
      ['API 200', apiUrls.bible.passage.$path({ query: { ref: 'John 3:16', lang: 'en' } }), 200],
    ];
    for (const [where, path, status] of targets) {
      const answer = await send(url(), path);
      if (status !== null) expect(answer.status, where).toBe(status);
      expectSafeHeaders(where, answer, https);
    }
    const tooLarge = await send(url(), apiUrls.contact.$path(), { body: 'x'.repeat(70 * 1024), headers: { 'Content-Type': 'application/json' } });
    expect(tooLarge.status).toBe(413);
    expectSafeHeaders('API 413', tooLarge, https);
    const badJson = await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: '{', headers: { 'Content-Type': 'application/json' } });
    expect(badJson.status).toBe(400);
    expectSafeHeaders('API 400', badJson, https);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadClientBuild } from './client-build.ts';
import { serveClient } from './serve-client.ts';

describe('the app page as served', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-client-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><meta name="app-config" content="{}">' +
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/home-page-2.js" data-page="home">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/plan-price-3.js" data-page="home">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/home-en-4.js" data-page="home" data-lang="en">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/home-es-5.js" data-page="home" data-lang="es">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-6.js" data-page="dashboard">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/plan-price-3.js" data-page="dashboard">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/account-es-7.js" data-page="dashboard" data-lang="es">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/sermon-page-8.js" data-page="sermon">\n</head></html>',
  );
  const app = new Hono().use(serveClient(loadClientBuild(dir, { supportEmail: 'a@b.c', sentryDsn: null, environment: 'test' })));
  const page = async (pathname: string) => {
    const response = await app.request(pathname);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };

  it("preloads the home page's code, and its catalogs in the page's language, on the home page", async () => {
    for (const [home, own, other] of [['/en', 'home-en-4.js', 'home-es-5.js'], ['/es/', 'home-es-5.js', 'home-en-4.js']] as const) {
      const html = await page(home);
      expect(html, home).toContain('/assets/home-page-2.js');
      expect(html, home).toContain('/assets/plan-price-3.js');
      expect(html, home).toContain('/assets/app-1.js');
      expect(html, home).toContain(own);
      expect(html, home).not.toContain(other);
      expect(html, home).not.toContain('dashboard-page-6.js');
    }
  });

  it("gives each working page its own preloads and no other page's", async () => {
    const dashboard = await page('/es/dashboard');
    expect(dashboard).toContain('dashboard-page-6.js');
    expect(dashboard).toContain('plan-price-3.js');
    expect(dashboard).toContain('account-es-7.js');
    expect(dashboard).not.toContain('home-page-2.js');
    expect(dashboard).not.toContain('sermon-page-8.js');
    const sermon = await page('/en/sermon-display');
    expect(sermon).toContain('sermon-page-8.js');
    expect(sermon).not.toContain('dashboard-page-6.js');
    expect(await page('/en/dashboard')).not.toContain('account-es-7.js');
  });

  it('leaves every page-marked preload out of the other pages, keeping the app\'s own', async () => {
    for (const other of ['/en/profile', '/es/sermons', '/en/sermons/x/preach']) {
      const html = await page(other);
      expect(html, other).not.toContain('data-page');
      expect(html, other).toContain('/assets/app-1.js');
      expect(html, other).toContain(other.startsWith('/es') ? '<html lang="es"' : '<html lang="en"');
    }
  });

  it("asks for a member's sermon with the sermon page, and for nothing on a visitor's or a malformed request", async () => {
    const id = '0b7a6c1e-5d3f-4e2a-9c8b-7a6f5e4d3c2b';
    const cookie = 'sermon-studio.session_token=abc.def; theme=x';
    const link = async (pathname: string, headers: Record<string, string> = { cookie }) => (await app.request(pathname, { headers })).headers.get('link');
    expect(await link(`/es/sermon-display?id=${id}`)).toBe(`</api/sermons/${id}>; rel=preload; as=fetch; crossorigin=anonymous`);
    expect(await link(`/en/sermon-display?id=${id}`, { cookie: `__Secure-${cookie}` })).toContain(`</api/sermons/${id}>`);
    expect(await link(`/en/sermon-display?id=${id}`, {})).toBeNull();
    expect(await link(`/en/sermon-display?id=${id}`, { cookie: 'theme=x' })).toBeNull();
    expect(await link('/en/sermon-display?id=..%2F..%2Fadmin')).toBeNull();
    expect(await link('/en/sermon-display')).toBeNull();
    expect(await link(`/en/profile?id=${id}`)).toBeNull();
  });

  it("asks for a member's first page of history with the dashboard, not for a search or a visitor", async () => {
    const cookie = 'sermon-studio.session_token=abc.def';
    const link = async (pathname: string, headers: Record<string, string> = { cookie }) => (await app.request(pathname, { headers })).headers.get('link');
    expect(await link('/en/dashboard')).toBe('</api/sermons?limit=10>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(await link('/es/dashboard?from=menu')).toBe('</api/sermons?limit=10>; rel=preload; as=fetch; crossorigin=anonymous');
    expect(await link('/en/dashboard', {})).toBeNull();
    for (const search of ['q=grace', 'language=es', 'audienceType=youth']) expect(await link(`/en/dashboard?${search}`), search).toBeNull();
  });
});

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
      '<link rel="modulepreload" crossorigin href="/assets/home-page-2.js" data-home-only>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/plan-price-3.js" data-home-only>\n</head></html>',
  );
  const app = new Hono().use(serveClient(loadClientBuild(dir, { supportEmail: 'a@b.c', sentryDsn: null, environment: 'test' })));
  const page = async (pathname: string) => {
    const response = await app.request(pathname);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };

  it("preloads the home page's code on the home page, in either language", async () => {
    for (const home of ['/en', '/es/']) {
      const html = await page(home);
      expect(html, home).toContain('/assets/home-page-2.js');
      expect(html, home).toContain('/assets/plan-price-3.js');
      expect(html, home).toContain('/assets/app-1.js');
    }
  });

  it("leaves the home page's preloads out of every other page, keeping the app's own", async () => {
    for (const other of ['/en/dashboard', '/es/sermon-display', '/en/sermons/x/preach']) {
      const html = await page(other);
      expect(html, other).not.toContain('home-page-2.js');
      expect(html, other).not.toContain('plan-price-3.js');
      expect(html, other).toContain('/assets/app-1.js');
      expect(html, other).toContain(other.startsWith('/es') ? '<html lang="es"' : '<html lang="en"');
    }
  });
});

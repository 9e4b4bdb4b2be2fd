import fs from 'node:fs';
import path from 'node:path';
import { createAccount } from '#tests/support/accounts.ts';
import { expect, test } from '#tests/support/fixtures.ts';
import { saveSermon } from '#tests/support/saved-sermons.ts';

// Issue 29: a working page loads its own code. An answer read with zod (no compiled check) loads
// zod's parse; a dynamic import of all of zod mini tied that to the profile page's chunk, so the
// dashboard fetched and ran the profile page (eleven files) as soon as its history arrived.
const CLIENT_DIR = path.join(import.meta.dirname, '..', 'dist', 'client');
const PAGE_CHUNK = /\/assets\/([a-z-]+-(?:page|route))-[\w-]+\.js$/;

for (const [name, own, pageAt] of [
  ['the dashboard with its history', 'dashboard-route', (_id: string) => '/en/dashboard'],
  ['a sermon', 'sermon-display-page', (id: string) => `/es/sermon-display?id=${id}`],
] as const) {
  test(`${name} loads no other page's code once its answers are read`, async ({ page }) => {
    await createAccount(page, { subscribed: true });
    const sermon = await saveSermon(page, { title: 'The new birth', scripture: 'John 3:3' });
    const pages = new Set<string>();
    page.on('request', (request) => {
      const chunk = PAGE_CHUNK.exec(new URL(request.url()).pathname)?.[1];
      if (chunk) pages.add(chunk);
    });

    await page.goto(pageAt(sermon.id));
    // By the time the sermon's title shows, every answer has been read (the sermon page's with
    // zod's parse, which comes with everything its chunk imports).
    if (own === 'dashboard-route') await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expect(page.getByText(sermon.title).first()).toBeVisible();

    expect([...pages]).toEqual([own]);
  });
}

test('the sermon page asks for its sermon once: the app reads the answer its page preloaded', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  const sermon = await saveSermon(page, { title: 'The new birth', scripture: 'John 3:3' });
  // The page's preload asks for anything (*/*), the app's own fetch for JSON: one request, the
  // preload's, means the app read the preloaded answer.
  const asked: Array<Promise<string>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/sermons/${sermon.id}`) asked.push(request.allHeaders().then((headers) => headers['accept'] ?? ''));
  });
  for (const lang of ['en', 'es'] as const) {
    asked.length = 0;
    await page.goto(`/${lang}/sermon-display?id=${sermon.id}`);
    await expect(page.getByText(sermon.title).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(asked), lang).toEqual(['*/*']);
  }
});

test("the dashboard asks for its history once: the app reads the first page its page preloaded", async ({ page }) => {
  await createAccount(page, { subscribed: true });
  const sermon = await saveSermon(page, { title: 'The new birth', scripture: 'John 3:3' });
  const asked: Array<Promise<string>> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/sermons' && url.searchParams.get('limit') === '10') asked.push(request.allHeaders().then((headers) => headers['accept'] ?? ''));
  });
  for (const lang of ['en', 'es'] as const) {
    asked.length = 0;
    await page.goto(`/${lang}/dashboard`);
    // What is asserted is the count of requests once the history shows, not how soon it shows: in
    // the full run, beside the suites that convert Word files, the whole page once took 8 s to appear.
    await expect(page.getByTestId('history-row').getByText(sermon.title)).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(asked), lang).toEqual(['*/*']);
  }
});

// Decision 0052: zod builds each schema as its module runs, and building the sermon's schemas was
// most of the dashboard's start-up work. The dashboard reads its answers with compiled checks; the
// generator's check (the server's own schema) comes as the pastor goes into the form.
test('the dashboard starts without the validation library, which comes as the pastor goes into the generator', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  await saveSermon(page, { title: 'The new birth', scripture: 'John 3:3' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  // Every schema zod builds carries its `_zod` internals, a name no minifier changes.
  const holdsZod = new Map<string, boolean>();
  const readOnce = (pathname: string) => holdsZod.get(pathname) ?? holdsZod.set(pathname, fs.readFileSync(path.join(CLIENT_DIR, pathname), 'utf8').includes('_zod')).get(pathname)!;
  const withZod = () => scripts.filter(readOnce);

  await page.goto('/en/dashboard');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(5);
  expect(withZod()).toEqual([]);

  await page.getByTestId('generator-theme').focus();
  await expect.poll(() => withZod().length).toBeGreaterThan(0);
});

// Decision 0054: the sermon page reads its sermon, its saves' answers and the copies it keeps with
// compiled checks, and opens without its editing code, which comes once the sermon shows.
test('a sermon shows and is edited without the validation library; its editing code comes after the sermon', async ({ page }) => {
  await createAccount(page, { subscribed: true });
  const sermon = await saveSermon(page, { title: 'The new birth', scripture: 'John 3:3' });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  const holdsZod = (pathname: string) => fs.readFileSync(path.join(CLIENT_DIR, pathname), 'utf8').includes('_zod');
  const EDITOR = /\/assets\/sermon-editor-[\w-]+\.js$/;
  // The editor's code is held back: the sermon shows all the same.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(EDITOR, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/en/sermon-display?id=${sermon.id}`);
  await expect(page.getByTestId('sermon-title')).toHaveText(sermon.title);
  await expect(page.getByTestId('edit-toggle')).toBeVisible();
  // Asked for once the browser is idle, before the page is kept for use without a network.
  await expect.poll(() => scripts.filter((script) => EDITOR.test(script)).length).toBe(1);
  release();
  // Kept with the page: the editor's code and the dialog's (leaving unsent edits asks first).
  await expect(page.getByTestId('sermon-page')).toHaveAttribute('data-offline-ready', 'true');
  const kept = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)))).flat());
  expect(kept.some((pathname) => EDITOR.test(pathname))).toBe(true);
  expect(kept.some((pathname) => /\/assets\/dialog-[\w-]+\.js$/.test(pathname))).toBe(true);

  await page.getByTestId('edit-toggle').click();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/sermons/${sermon.id}`);
  await page.getByTestId('edit-title').fill('The new birth, again');
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  expect(scripts.filter(holdsZod)).toEqual([]);
});

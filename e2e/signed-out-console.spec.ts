// Issue 26: every page a visitor opens signed out logged a failed request (401 from /api/me) in
// the console. The app asks GET /api/session, answered 200 signed in or out; a visitor's console
// stays clean on every public page, and on the guarded pages that send them to sign in.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '#tests/support/fixtures.ts';
import { apiUrls } from '../tests/support/api-client.ts';

const PUBLIC_PAGES = ['', '/about', '/contact', '/login', '/signup', '/forgot-password', '/reset-password', '/sermons'];
const GUARDED_PAGES = ['/dashboard', '/profile', '/subscribe', '/sermon-display?id=00000000-0000-4000-8000-000000000000'];

/** The report the app sends about itself in this request, if it is one. */
function reportIn(request: Request): { message?: string; context?: { level?: string; source?: string } } | null {
  if (new URL(request.url()).pathname !== apiUrls['client-errors'].$path()) return null;
  return JSON.parse(request.postData() ?? '{}') as { message?: string; context?: { level?: string; source?: string } };
}

/** Everything the console and the network say went wrong on this page from now on. */
function watchForErrors(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // The app reports its own errors to the server: none may be sent (its "Application started"
  // note, level info, is no error).
  page.on('request', (request) => {
    const report = reportIn(request);
    if (report && report.context?.level !== 'info') problems.push(`error report: ${report.message}`);
  });
  return problems;
}

/**
 * The answer to this page's "Application started" note. The page sends it when the browser is
 * first idle, which can come after the network has gone quiet: leaving before it is answered
 * would abort it (the test's doing, not the page's), so each visit waits for it.
 */
function startNoted(page: Page) {
  return page.waitForResponse((response) => reportIn(response.request())?.context?.source === 'app-start');
}

for (const lang of ['en', 'es'] as const) {
  test(`signed out, no page logs an error or a failed request (${lang})`, async ({ page }) => {
    const problems = watchForErrors(page);
    for (const path of PUBLIC_PAGES) {
      const noted = startNoted(page);
      await page.goto(`/${lang}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page, path).toHaveURL(new RegExp(`/${lang}${path.replace(/[?]/g, '\\?')}$`));
      expect((await noted).status(), path).toBe(204);
    }
    for (const path of GUARDED_PAGES) {
      const noted = startNoted(page);
      await page.goto(`/${lang}${path}`);
      await expect(page, path).toHaveURL(new RegExp(`/${lang}/login\\?from=`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect((await noted).status(), path).toBe(204);
    }
    expect(problems).toEqual([]);
  });
}

test('the session probe says who is signed in without a 401, and /api/me keeps its 401 for API clients', async ({ page }) => {
  const probe = await page.request.get(apiUrls.session.$path());
  expect(probe.status()).toBe(200);
  expect(await probe.json()).toEqual({ user: null });
  expect((await page.request.get(apiUrls.me.$path())).status()).toBe(401);
});

test('a page asks who is signed in once: the app reads the answer its page preloaded', async ({ page }) => {
  // What each request for the session accepted: the page's preload asks for anything (*/*), the
  // app's own fetch for JSON. One request, the preload's: the app read the preloaded answer.
  const asked: Array<Promise<string>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiUrls.session.$path()) asked.push(request.allHeaders().then((headers) => headers['accept'] ?? ''));
  });
  for (const path of ['/en', '/es/dashboard', '/en/about']) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(asked), path).toEqual(['*/*']);
  }
});

test("each working page's HTML preloads its own code and its catalogs in the page's language, and no other page's", async ({ page }) => {
  const html = async (path: string) => (await page.request.get(path)).text();
  const links = (text: string) => [...text.matchAll(/<link\b[^>]*\bdata-page="([^"]+)"[^>]*>/g)].map((match) => match[0]);
  for (const [path, own, language] of [['/en', 'home', 'en'], ['/es/dashboard', 'dashboard', 'es'], ['/en/sermon-display', 'sermon', 'en']] as const) {
    const marked = links(await html(path));
    expect(marked.some((link) => !link.includes('data-lang')), `${path}: its code`).toBe(true);
    expect(marked.some((link) => link.includes(`data-lang="${language}"`)), `${path}: its catalogs`).toBe(true);
    const otherLanguage = (link: string) => link.includes('data-lang=') && !link.includes(`data-lang="${language}"`);
    expect(marked.filter((link) => !link.includes(`data-page="${own}"`) || otherLanguage(link)), path).toEqual([]);
  }
  expect(links(await html('/en/profile'))).toEqual([]);
});

// A sermon whose model text is full of markup and script renders as text everywhere: the display
// after generation, the history, the copied text and the PDF. No script runs, no dialog opens.
import { expect, test } from '@playwright/test';
import { pdfText } from '#tests/support/workspace.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { PAYLOADS, XSS_DRAFT, XSS_TITLE } from '#tests/support/xss-draft.ts';

const baseURL = process.env.SECURITY_BASE_URL!;

test('hostile model text is shown as text in the display, history, copy and PDF', async ({ page, context }, testInfo) => {
  // A member signed up through the API with this browser context's request client, so the
  // session cookie lands in the context; the subscription flag is set in the database as billing would.
  const email = uniqueEmail('xss');
  const signUp = await context.request.post(`${baseURL}/api/auth/sign-up/email`, { data: { email, password: GOOD_PASSWORD, language: 'en' }, headers: { 'X-Forwarded-For': '10.200.0.1' } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const database = openDatabase({ kind: 'sqlite', file: process.env.SECURITY_DB_FILE! });
  try {
    await database.db.updateTable('users').set({ is_subscribed: true }).where('email', '=', email).execute();
  } finally {
    await database.close();
  }
  expect((await context.cookies(baseURL)).some((cookie) => cookie.name.endsWith('session_token') && cookie.httpOnly)).toBe(true);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const xss = () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

  await page.goto(`${baseURL}/en/sermons`);
  await page.getByTestId('generator-theme').fill('Grace');
  await page.getByTestId('generator-submit').click();
  await expect(page).toHaveURL(/\/sermon-display\?id=/, { timeout: 30_000 });
  await expect(page.getByTestId('sermon-title')).toHaveText(XSS_TITLE);

  // Every payload is visible as its literal text; none became an element.
  const body = page.locator('body');
  for (const text of [XSS_DRAFT.introduction, XSS_DRAFT.illustration, ...XSS_DRAFT.points.flatMap((point) => [point.heading, point.explanation, point.application])]) {
    await expect(body).toContainText(text);
  }
  const main = page.locator('main');
  await expect(main.locator('script, img[src="x"], svg[onload], a[href^="javascript:"], [onerror], [onload]')).toHaveCount(0);
  expect(await xss()).toBeUndefined();

  await page.getByTestId('copy-button').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(PAYLOADS.script);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const payload of Object.values(PAYLOADS)) expect(copied).toContain(payload);
  expect(copied).toContain(XSS_TITLE);

  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('pdf-button').click();
  const download = await downloadPromise;
  const file = testInfo.outputPath('xss.pdf');
  await download.saveAs(file);
  // The PDF wraps long lines: compare with whitespace folded.
  const pdf = (await pdfText(file)).replace(/\s+/g, ' ');
  for (const payload of Object.values(PAYLOADS)) expect(pdf).toContain(payload);
  expect(await xss()).toBeUndefined();

  await page.goto(`${baseURL}/en/dashboard`);
  const row = page.getByTestId('history-row').filter({ hasText: XSS_TITLE });
  await expect(row).toBeVisible();
  await expect(page.locator('[data-testid="history-row"] script, [data-testid="history-row"] img')).toHaveCount(0);
  expect(await xss()).toBeUndefined();
  expect(dialogs).toEqual([]);
});

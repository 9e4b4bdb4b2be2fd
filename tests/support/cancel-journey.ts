import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import enAccount from '../../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../../src/client/i18n/locales/es/account.json' with { type: 'json' };
import enAuth from '../../src/client/i18n/locales/en/auth.json' with { type: 'json' };
import esAuth from '../../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import enCommon from '../../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { LOCAL_PAGES_TEXT } from '../../src/server/billing/local-pages-text.ts';
import { uniqueEmail } from './unique-email.ts';
import { createAccount, setUserFlags, TEST_PASSWORD } from './accounts.ts';
import { saveSermon } from './saved-sermons.ts';
import { expect as baseExpect, expectAccessible } from './fixtures.ts';
import { meResponseSchema } from '#shared/session-schemas.ts';
import { bodyOf } from './api-client.ts';
import { apiUrls } from './api-client.ts';

/**
 * Every wait of this long journey gets a minute: on the shared two-core machine (load average 20–30
 * while other suites run) a page load of the app was seen to take 30 s of starved CPU. The waits
 * are for conditions, so a quick machine is not slowed by them.
 */
const expect = baseExpect.configure({ timeout: 60_000 });

const TEXT = {
  en: { account: enAccount, auth: enAuth, common: enCommon, verse: 'Acts 2:38' },
  es: { account: esAccount, auth: esAuth, common: esCommon, verse: 'Hechos 2:38' },
} as const;

type Lang = 'en' | 'es';
type CancelPath = 'dashboard' | 'profile' | 'portal';

/** Whether the server still gives this browser's member a subscription (what the app's guards read). */
async function subscribed(page: Page): Promise<boolean> {
  const response = await page.request.get(apiUrls.me.$path());
  expect(response.status()).toBe(200);
  return (await bodyOf(response, meResponseSchema)).is_subscribed;
}

/** The page is no wider than the screen (a phone shows it without sideways scrolling). */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A download from a button: it happens, under the expected name, and the file is not empty. */
async function downloads(page: Page, testInfo: TestInfo, button: string, extension: 'pdf' | 'docx') {
  const download = page.waitForEvent('download');
  await page.getByTestId(button).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^[\\p{L}\\p{N}_]+\\.${extension}$`, 'u'));
  const saved = testInfo.outputPath(`sermon-${testInfo.repeatEachIndex}.${extension}`);
  await file.saveAs(saved);
  const bytes = fs.readFileSync(saved);
  expect(bytes.length).toBeGreaterThan(1000);
  // A PDF starts "%PDF", a .docx (a zip) "PK".
  expect(bytes.subarray(0, extension === 'pdf' ? 4 : 2).toString('latin1')).toBe(extension === 'pdf' ? '%PDF' : 'PK');
}

/** Cancels by the app's own dialog (dashboard or profile): dismissing it first, by both ways, changes nothing. */
async function cancelInTheApp(page: Page, lang: Lang, button: 'dashboard-cancel' | 'profile-cancel') {
  const { account } = TEXT[lang];
  const dialog = page.getByRole('dialog', { name: account.danger.confirmTitle });

  // "Keep my subscription" (the first, focused choice) closes it and keeps everything.
  await page.getByTestId(button).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(account.danger.confirm);
  await expect(dialog).toContainText(account.danger.confirmKeeps);
  await expect(dialog.getByRole('button', { name: account.danger.confirmNo })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: account.danger.confirmNo }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(button)).toBeFocused();
  expect(await subscribed(page)).toBe(true);

  // Escape too.
  await page.getByTestId(button).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await subscribed(page)).toBe(true);

  await page.getByTestId(button).click();
  await dialog.getByRole('button', { name: account.danger.confirmYes }).click();
}

/** Cancels in the local provider's billing portal, whose cancel also asks first. */
async function cancelInThePortal(page: Page, lang: Lang) {
  const t = LOCAL_PAGES_TEXT[lang];
  await page.goto(`/${lang}/profile`);
  await page.getByTestId('manage-subscription').click();
  await expect(page).toHaveURL(/\/billing\/local\/portal\?lang=/);
  await page.getByRole('button', { name: t.cancel }).click();
  const dialog = page.getByRole('dialog', { name: t.confirmTitle });
  await expect(dialog).toContainText(t.confirmBody);
  await expect(dialog.getByRole('link', { name: t.keep })).toBeFocused();
  await expectAccessible(page);
  await fitsTheScreen(page);
  // Keeping it goes back to the portal: still subscribed.
  await dialog.getByRole('link', { name: t.keep }).click();
  await expect(page.getByTestId('local-status')).toHaveText(t.statuses.trialing!);
  expect(await subscribed(page)).toBe(true);

  await page.getByRole('button', { name: t.cancel }).click();
  await page.getByRole('dialog', { name: t.confirmTitle }).getByRole('button', { name: t.confirmYes }).click();
  await expect(page.getByTestId('local-status')).toHaveText(t.statuses.canceled!);
  // Back in the app: the plan page says the sermons are kept and leads to them.
  await page.getByRole('link', { name: t.returnToApp }).click();
  // A full page load of the app, whose profile needs a subscription: the plan page.
  await expect(page).toHaveURL(`/${lang}/subscribe`);
  await expect(page.getByTestId('saved-sermons-note')).toContainText(TEXT[lang].account.subscribe.savedSermons);
  await expectAccessible(page);
  await page.getByRole('link', { name: TEXT[lang].account.subscribe.openSavedSermons }).click();
}

/** Cancels by the given path (asked first), and lands on the dashboard. */
async function cancelBy(page: Page, lang: Lang, path: CancelPath) {
  if (path === 'portal') await cancelInThePortal(page, lang);
  else {
    await page.goto(`/${lang}/${path}`);
    await cancelInTheApp(page, lang, path === 'dashboard' ? 'dashboard-cancel' : 'profile-cancel');
    if (path === 'dashboard') await expect(page.getByTestId('cancel-success')).toHaveText(TEXT[lang].account.danger.success);
  }
}

/** The dashboard of a member without access, read-only: the banner with a way back, the sermon in the history, no generator, no Preach. */
async function readOnlyDashboard(page: Page, lang: Lang, title: string) {
  const { common } = TEXT[lang];
  await expect(page).toHaveURL(`/${lang}/dashboard`);
  expect(await subscribed(page)).toBe(false);
  const banner = page.getByRole('region', { name: common.subscriptionEnded.title });
  await expect(banner).toContainText(common.subscriptionEnded.body);
  await expect(banner.getByRole('link', { name: common.subscriptionEnded.subscribe })).toHaveAttribute('href', `/${lang}/subscribe`);
  const row = page.getByTestId('history-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('history-preach')).toHaveCount(0);
  await expect(page.getByTestId('generator-submit')).toHaveCount(0);
  await expect(page.getByTestId('new-sermon')).toHaveCount(0);
  await expect(page.getByTestId('danger-zone')).toHaveCount(0);
  await fitsTheScreen(page);
  await expectAccessible(page);
  return row;
}

/**
 * From the read-only dashboard: the sermon opens read-only (Copy, PDF, Word and Print, no Edit or
 * Preach) and both files download; the editor's address opens the same reading view; preaching
 * and preparing lead to the plan; the banner's link opens the plan offer.
 */
async function readsAndDownloads(page: Page, testInfo: TestInfo, lang: Lang, sermon: { id: string; title: string }) {
  const { account, common } = TEXT[lang];
  const row = page.getByTestId('history-row').filter({ hasText: sermon.title });
  await row.getByRole('button', { name: account.history.view }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/sermon-display\\?id=${sermon.id}$`));
  await expect(page.getByTestId('sermon-title')).toHaveText(sermon.title);
  await expect(page.getByRole('region', { name: common.subscriptionEnded.title })).toBeVisible();
  for (const action of ['copy-button', 'pdf-button', 'word-button', 'print-button']) await expect(page.getByTestId(action)).toBeVisible();
  await expect(page.getByTestId('edit-toggle')).toHaveCount(0);
  await expect(page.getByTestId('preach-link')).toHaveCount(0);
  await fitsTheScreen(page);
  await expectAccessible(page);
  await downloads(page, testInfo, 'word-button', 'docx');
  await downloads(page, testInfo, 'pdf-button', 'pdf');

  // The editor's address opens the same reading view; preaching and preparing lead to the plan.
  await page.goto(`/${lang}/sermon-display?id=${encodeURIComponent(sermon.id)}&edit=1`);
  await expect(page.getByTestId('sermon-title')).toHaveText(sermon.title);
  await expect(page.getByTestId('sermon-editor')).toHaveCount(0);
  await expect(page.getByTestId('edit-toggle')).toHaveCount(0);
  await page.goto(`/${lang}/sermons/${encodeURIComponent(sermon.id)}/preach`);
  await expect(page).toHaveURL(`/${lang}/subscribe`);
  await page.goto(`/${lang}/sermons`);
  await expect(page).toHaveURL(`/${lang}/subscribe`);

  // The way back: the banner's link opens the plan offer.
  await page.goto(`/${lang}/dashboard`);
  await page.getByRole('region', { name: common.subscriptionEnded.title }).getByRole('link', { name: common.subscriptionEnded.subscribe }).click();
  await expect(page).toHaveURL(`/${lang}/subscribe`);
  await expect(page.getByTestId('plan-card')).toBeVisible();
}

/**
 * Issue 26, the whole journey through the UI: sign up, subscribe through the local provider,
 * prepare a sermon with the dashboard's generator, cancel (asked first), then read and download
 * that sermon without a subscription, while preparing, editing and preaching lead to the plan page.
 */
export async function cancelKeepsSermons(page: Page, testInfo: TestInfo, lang: Lang, path: CancelPath) {
  const { auth, verse } = TEXT[lang];

  await page.goto(`/${lang}/signup`);
  await page.getByLabel(auth.fields.email, { exact: true }).fill(uniqueEmail('cancel'));
  await page.getByLabel(auth.fields.password, { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel(auth.fields.confirmPassword, { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: auth.signup.submit }).click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\?lang=/);
  await page.getByRole('button', { name: LOCAL_PAGES_TEXT[lang].startTrial }).click();
  await expect(page).toHaveURL(`/${lang}/dashboard`);

  // The dashboard's own generator.
  await page.getByTestId('generator-theme').fill(verse);
  await page.getByTestId('generator-submit').click();
  await expect(page).toHaveURL(/\/sermon-display\?id=/);
  await expect(page.getByTestId('sermon-title')).toBeVisible();
  const title = (await page.getByTestId('sermon-title').textContent())!.trim();
  const id = new URL(page.url()).searchParams.get('id')!;

  await cancelBy(page, lang, path);
  await readOnlyDashboard(page, lang, title);
  await readsAndDownloads(page, testInfo, lang, { id, title });
}

/**
 * One cancel path (asked first, dismissed without effect, then confirmed) leaves the member on the
 * read-only dashboard with the sermon. The member and the sermon are made through the API; for the
 * billing portal, the subscription is taken in the local checkout, which is what the portal shows.
 */
export async function cancelPathKeepsTheHistory(page: Page, lang: Lang, path: CancelPath) {
  await createAccount(page, { language: lang, subscribed: path !== 'portal' });
  if (path === 'portal') {
    await page.goto(`/${lang}/subscribe`);
    await page.getByTestId('subscribe-now').click();
    await page.getByRole('button', { name: LOCAL_PAGES_TEXT[lang].startTrial }).click();
    await expect(page).toHaveURL(`/${lang}/dashboard`);
  }
  const sermon = await saveSermon(page, { title: '', scripture: TEXT[lang].verse, language: lang });
  await cancelBy(page, lang, path);
  await readOnlyDashboard(page, lang, sermon.title);
}

/** A member whose subscription has ended (access taken away, as a cancel does) reads and downloads a saved sermon; editing, preaching and preparing lead to the plan. */
export async function endedSubscriptionReadsAndDownloads(page: Page, testInfo: TestInfo, lang: Lang) {
  const { email } = await createAccount(page, { language: lang, subscribed: true });
  const sermon = await saveSermon(page, { title: '', scripture: TEXT[lang].verse, language: lang });
  setUserFlags(email, { is_subscribed: false });
  await page.goto(`/${lang}/dashboard`);
  await readOnlyDashboard(page, lang, sermon.title);
  await readsAndDownloads(page, testInfo, lang, sermon);
}

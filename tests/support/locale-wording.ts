// Issue 26 item 9: prices, trial wording, e-mails, navigation, the plan's features, the
// generator's hint and verse numbers, consistent in both languages. The journeys run on the
// desktop and on a phone (locale-wording.spec.ts, locale-wording.phone.spec.ts).
import fs from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import enAccount from '../../src/client/i18n/locales/en/account.json' with { type: 'json' };
import esAccount from '../../src/client/i18n/locales/es/account.json' with { type: 'json' };
import enAuth from '../../src/client/i18n/locales/en/auth.json' with { type: 'json' };
import esAuth from '../../src/client/i18n/locales/es/auth.json' with { type: 'json' };
import enCommon from '../../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../../src/client/i18n/locales/es/common.json' with { type: 'json' };
import enHome from '../../src/client/i18n/locales/en/home.json' with { type: 'json' };
import esHome from '../../src/client/i18n/locales/es/home.json' with { type: 'json' };
import enSermons from '../../src/client/i18n/locales/en/sermons.json' with { type: 'json' };
import esSermons from '../../src/client/i18n/locales/es/sermons.json' with { type: 'json' };
import { LOCAL_PAGES_TEXT } from '../../src/server/billing/local-pages-text.ts';
import { planPrice } from '../../src/shared/plan-price.ts';
import { numberedVerses, superscriptNumber } from '../../src/shared/verse-starts.ts';
import { extractPdfText } from './pdf-text.ts';
import { createAccount, createSignedOutAccount } from './accounts.ts';
import { expect as baseExpect, expectAccessible, sentMail } from './fixtures.ts';
import { saveSermon } from './saved-sermons.ts';
import { passageAnswerSchema } from '#shared/bible-passage-answer.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { bodyOf } from './api-client.ts';
import { apiUrls } from './api-client.ts';

type Lang = 'en' | 'es';

// Whole journeys on a shared two-core machine: conditions get time, a quick machine is not slowed.
const expect = baseExpect.configure({ timeout: 20_000 });

const TEXT = {
  en: { account: enAccount, auth: enAuth, common: enCommon, home: enHome, sermons: enSermons, subject: 'Reset your password', chapter: 'Psalm 23', verse: 'John 3:16', theme: 'Faith' },
  es: { account: esAccount, auth: esAuth, common: esCommon, home: esHome, sermons: esSermons, subject: 'Restablezca su contraseña', chapter: 'Salmo 23', verse: 'Juan 3:16', theme: 'La fe' },
} as const;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The page is no wider than the screen. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The main navigation's link, opening the phone menu first on a phone. */
async function navLink(page: Page, lang: Lang, name: string, phone: boolean): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: TEXT[lang].common.nav.label });
  if (phone) {
    const menu = page.getByTestId('mobile-menu');
    if (!(await menu.isVisible())) await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    return menu.getByRole('link', { name, exact: true });
  }
  return nav.getByRole('link', { name, exact: true }).filter({ visible: true });
}

/**
 * One price, and the trial offered to whoever has not had it: a visitor sees the trial and the price
 * on the home page; a member who never subscribed is still offered the trial there, and the plan
 * shows the same price, the trial's terms and every feature.
 */
export async function priceAndTrialBeforeSubscribing(page: Page, lang: Lang) {
  const { account, home } = TEXT[lang];
  const price = planPrice(lang);

  // A visitor: the trial, and the price as this language writes it.
  await page.goto(`/${lang}`);
  await expect(page.getByTestId('start-trial')).toHaveText(fill(home.hero.startTrial, { days: 7 }));
  await expect(page.getByTestId('price-line')).toHaveText(fill(home.hero.price, { price, days: 7 }));
  await expectAccessible(page);

  // A member who never subscribed: the trial is still theirs, and the plan lists what the app does.
  await createAccount(page, { language: lang });
  await page.goto(`/${lang}`);
  await expect(page.getByTestId('start-trial')).toHaveAttribute('href', `/${lang}/subscribe`);
  await page.goto(`/${lang}/subscribe`);
  await expect(page.getByTestId('plan-price')).toHaveText(price);
  await expect(page.getByTestId('plan-trial')).toHaveText(fill(account.subscribe.trial, { days: 7 }));
  await expect(page.getByTestId('plan-trial-terms')).toHaveText(account.subscribe.trialFirstOnly);
  for (const [feature, text] of Object.entries(account.subscribe.features)) await expect(page.getByTestId(`plan-feature-${feature}`)).toHaveText(text);
  await expect(page.getByTestId('plan-card')).toContainText('Word');
  await expectAccessible(page);
  await fitsTheScreen(page);
}

/**
 * The trial follows the account: the local checkout writes the price as the plan does, under its own
 * banner; a subscriber is offered nothing to buy; the portal writes the same price under the
 * portal's banner (not the checkout's); once cancelled, the trial is spent, and the home page and
 * the plan offer the plan without one.
 */
export async function trialFollowsTheAccount(page: Page, lang: Lang) {
  const { account, home } = TEXT[lang];
  const price = planPrice(lang);
  const checkout = LOCAL_PAGES_TEXT[lang];
  await createAccount(page, { language: lang });

  // The local checkout, from the plan: the same price, under the checkout's banner.
  await page.goto(`/${lang}/subscribe`);
  await page.getByTestId('subscribe-now').click();
  await expect(page).toHaveURL(/\/billing\/local\/checkout\?lang=/);
  await expect(page.getByTestId('test-mode')).toHaveText(checkout.testMode.checkout);
  await expect(page.getByTestId('local-price')).toHaveText(price);
  await page.getByRole('button', { name: checkout.startTrial }).click();
  await expect(page).toHaveURL(`/${lang}/dashboard`);

  // A subscriber: nothing to buy on the home page, only the way to the sermons.
  await page.goto(`/${lang}`);
  const action = page.getByTestId('hero-action');
  await expect(action).toHaveText(home.hero.prepareSermon);
  await expect(action).toHaveAttribute('href', `/${lang}/sermons`);
  await expect(page.getByTestId('start-trial')).toHaveCount(0);
  await expect(page.getByTestId('price-line')).toHaveCount(0);
  await expectAccessible(page);

  // The portal: the same price, under the portal's own banner (not the checkout's).
  await page.goto(`/${lang}/profile`);
  await page.getByTestId('manage-subscription').click();
  await expect(page).toHaveURL(/\/billing\/local\/portal\?lang=/);
  await expect(page.getByTestId('test-mode')).toHaveText(checkout.testMode.portal);
  await expect(page.getByTestId('local-price')).toHaveText(price);
  await expectAccessible(page);
  await fitsTheScreen(page);
  await page.getByRole('button', { name: checkout.cancel }).click();
  await expect(page.getByTestId('test-mode')).toHaveText(checkout.testMode.portal);
  await page.getByRole('dialog', { name: checkout.confirmTitle }).getByRole('button', { name: checkout.confirmYes }).click();
  await expect(page.getByTestId('local-status')).toHaveText(checkout.statuses.canceled!);

  // Its trial spent: the plan without a trial, on the home page and on the plan.
  await page.goto(`/${lang}`);
  await expect(action).toHaveText(home.hero.seePlan);
  await expect(action).toHaveAttribute('href', `/${lang}/subscribe`);
  await expect(page.getByTestId('price-line')).toHaveText(fill(home.hero.priceNoTrial, { price }));
  await expect(page.getByTestId('start-trial')).toHaveCount(0);
  await action.click();
  await expect(page).toHaveURL(`/${lang}/subscribe`);
  await expect(page.getByTestId('plan-price')).toHaveText(price);
  await expect(page.getByTestId('plan-trial-terms')).toHaveText(account.subscribe.trialUsed);
  await expect(page.getByTestId('plan-trial')).toHaveCount(0);
  await expectAccessible(page);
}

/**
 * "Sermons" leads to a new sermon and to the pastor's own sermons; "Profile" is in the
 * navigation; both by pointer and by keyboard (Enter on a focused link), on a phone through its menu.
 */
export async function navigationToSermonsAndProfile(page: Page, lang: Lang, phone: boolean) {
  const { account, common, sermons } = TEXT[lang];
  const { email } = await createAccount(page, { language: lang, subscribed: true });
  const saved = await saveSermon(page, { title: '', scripture: TEXT[lang].verse, language: lang });

  await page.goto(`/${lang}/about`);
  await (await navLink(page, lang, common.nav.sermons, phone)).click();
  await expect(page).toHaveURL(`/${lang}/sermons`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sermons.heading);
  await expect(page.getByTestId('generator-form')).toBeVisible();
  const history = page.getByTestId('sermon-history');
  await expect(history.getByRole('heading', { name: account.history.historyTitle })).toBeVisible();
  const row = history.getByTestId('history-row').filter({ hasText: saved.title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('history-preach')).toBeVisible();
  await expectAccessible(page);
  await fitsTheScreen(page);
  await row.getByRole('button', { name: account.history.view }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/sermon-display\\?id=${saved.id}$`));

  // Profile, by keyboard.
  const profile = await navLink(page, lang, common.nav.profile, phone);
  await profile.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/${lang}/profile`);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(await navLink(page, lang, common.nav.profile, phone)).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // The dashboard is still there, and signed out none of the three is offered.
  await (await navLink(page, lang, common.nav.dashboard, phone)).click();
  await expect(page).toHaveURL(`/${lang}/dashboard`);
  await page.context().clearCookies();
  await page.goto(`/${lang}/about`);
  await expect(await navLink(page, lang, common.nav.signIn, phone)).toBeVisible();
  for (const name of [common.nav.sermons, common.nav.dashboard, common.nav.profile]) {
    await expect(page.getByRole('navigation', { name: common.nav.label }).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
}

/** The reset e-mail comes in the language of the page it was asked from, whatever the account's. */
export async function resetMailInPageLanguage(page: Page, lang: Lang, baseURL: string) {
  const other: Lang = lang === 'en' ? 'es' : 'en';
  const { email } = await createSignedOutAccount(page, { language: other });
  await page.goto(`/${lang}/forgot-password`);
  await page.getByLabel(TEXT[lang].auth.fields.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: TEXT[lang].auth.forgot.submit }).click();
  await expect(page.getByTestId('forgot-success')).toContainText(TEXT[lang].auth.forgot.successHeading);
  await expectAccessible(page);
  await expect.poll(() => sentMail().filter((mail) => mail.to.includes(email)).length).toBe(1);
  const mail = sentMail().find((m) => m.to.includes(email))!;
  expect(mail.subject).toBe(TEXT[lang].subject);
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  expect(link.startsWith(`${baseURL}/${lang}/reset-password?token=`)).toBe(true);
}

/** The verse numbers a passage block shows, and its words without them. */
async function shownVerses(passage: Locator) {
  await expect(passage).toBeVisible();
  const numbers = await passage.getByTestId('verse-number').allTextContents();
  const words = await passage.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const sup of copy.querySelectorAll('[data-testid="verse-number"]')) sup.remove();
    return copy.textContent ?? '';
  });
  return { numbers, words };
}

/** A chapter's sermon as the server holds it, the chapter's verses as the Bible lookup gives them, and the numbers and words a passage block must show. */
async function chapterSermon(page: Page, lang: Lang, id: string) {
  const { chapter } = TEXT[lang];
  const document = (await bodyOf(await page.request.get(apiUrls.sermons[':id'].$path({ param: { id: id } })), sermonResponseSchema)).document;
  const bible = await bodyOf(await page.request.get(apiUrls.bible.passage.$path({ query: { ref: chapter, lang: lang } })), passageAnswerSchema);
  const verses = bible.passages[0]!.verses;
  expect(verses.length).toBe(6);
  expect(document.mainPassage.text).toBe(verses.map((v) => v.text).join(' '));
  // The numbers come from the answer, never from the stored words.
  const expected = { numbers: verses.map((v) => String(v.verse)), words: verses.map((v) => v.text).join(' ') };
  expect(numberedVerses(document.mainPassage)?.map((v) => v.number)).toEqual(expected.numbers);
  return { verses, expected };
}

/** A new member's sermon on a chapter alone, made through the API with what the generator's form sends for it (the chapter as the theme). */
async function savedChapterSermon(page: Page, lang: Lang) {
  await createAccount(page, { language: lang, subscribed: true });
  const { id } = await saveSermon(page, { title: TEXT[lang].chapter, language: lang });
  return { id, ...(await chapterSermon(page, lang, id)) };
}

/**
 * The generator's hint reads a reference, a chapter alone and a theme truthfully; a chapter alone is
 * preached as that chapter, and the sermon page numbers its verses, the words exactly the Bible's.
 */
export async function hintAndChapterPreached(page: Page, lang: Lang) {
  const { sermons, chapter, verse, theme } = TEXT[lang];
  await createAccount(page, { language: lang, subscribed: true });
  await page.goto(`/${lang}/sermons`);
  const hint = page.getByTestId('generator-theme-kind');
  const field = page.getByTestId('generator-theme');
  await expect(hint).toHaveText(sermons.generator.readAs.empty);
  await field.fill(verse);
  await expect(hint).toHaveText(fill(sermons.generator.readAs.scripture, { text: verse }));
  await field.fill(theme);
  await expect(hint).toHaveText(sermons.generator.readAs.theme);
  await field.fill(chapter);
  await expect(hint).toHaveAttribute('data-kind', 'passage');
  await expect(hint).toHaveText(fill(sermons.generator.readAs.passage, { text: chapter }));
  await expectAccessible(page);

  // Preached as the chapter, every verse of it numbered.
  await page.getByTestId('generator-submit').click();
  await expect(page).toHaveURL(/\/sermon-display\?id=/, { timeout: 30_000 });
  await expect(page.getByTestId('main-scripture')).toContainText(chapter);
  const { expected } = await chapterSermon(page, lang, new URL(page.url()).searchParams.get('id')!);
  const main = page.getByTestId('main-scripture-text');
  await expect(main.getByTestId('verse-number')).toHaveCount(expected.numbers.length);
  expect(await shownVerses(main)).toEqual(expected);
  await expectAccessible(page);
  await fitsTheScreen(page);
  // A point's passage of several verses too.
  const pointPassages = page.getByTestId('point-passage');
  for (let index = 0; index < (await pointPassages.count()); index++) {
    const shown = await shownVerses(pointPassages.nth(index));
    if (shown.numbers.length > 0) expect(shown.numbers.length).toBeGreaterThan(1);
  }
}

/** A chapter's verses keep their numbers in the PDF (superscripts before the words) and in the Word file (real superscripts). */
export async function verseNumbersInTheFiles(page: Page, testInfo: TestInfo, lang: Lang) {
  const { id, verses } = await savedChapterSermon(page, lang);
  await page.goto(`/${lang}/sermon-display?id=${id}`);

  // The PDF: superscript numbers before the words.
  const pdfDownload = page.waitForEvent('download');
  await page.getByTestId('pdf-button').click();
  const pdfFile = testInfo.outputPath('verses.pdf');
  await (await pdfDownload).saveAs(pdfFile);
  const pdf = (await extractPdfText(new Uint8Array(fs.readFileSync(pdfFile)))).replace(/\s+/g, ' ');
  expect(pdf).toContain(`${superscriptNumber('1')}${verses[0]!.text.split(' ').slice(0, 3).join(' ')}`);
  expect(pdf).toContain(`${superscriptNumber('6')}${verses[5]!.text.split(' ').slice(0, 3).join(' ')}`);

  // The Word file: real superscripts, the words beside them.
  const wordDownload = page.waitForEvent('download');
  await page.getByTestId('word-button').click();
  const wordFile = testInfo.outputPath('verses.docx');
  await (await wordDownload).saveAs(wordFile);
  const xml = strFromU8(unzipSync(new Uint8Array(fs.readFileSync(wordFile)))['word/document.xml']!);
  for (const v of verses) expect(xml).toMatch(new RegExp(`<w:vertAlign w:val="superscript"/>(?:(?!</w:r>).)*<w:t[^>]*>${v.verse}</w:t>`, 's'));
}

/** A chapter's verses keep their numbers in the editor (the passage it checked) and in the preaching view. */
export async function verseNumbersInEditorAndPreaching(page: Page, lang: Lang) {
  const { id, expected } = await savedChapterSermon(page, lang);
  await page.goto(`/${lang}/sermon-display?id=${id}`);

  // The editor shows the passage it checked the same way.
  await page.getByTestId('edit-toggle').click();
  await expect(page.getByTestId('edit-main-passage-text').getByTestId('verse-number')).toHaveCount(expected.numbers.length);
  expect(await shownVerses(page.getByTestId('edit-main-passage-text'))).toMatchObject({ numbers: expected.numbers });
  await page.getByTestId('edit-toggle').click();

  // The preaching view.
  await page.goto(`/${lang}/sermons/${id}/preach`);
  const preached = page.getByTestId('preach-section').getByTestId('preach-passage').first();
  await expect(preached.getByTestId('verse-number')).toHaveCount(expected.numbers.length);
  expect((await shownVerses(preached)).numbers).toEqual(expected.numbers);
  await expectAccessible(page);
}

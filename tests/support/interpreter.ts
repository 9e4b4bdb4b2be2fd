// Issue 27 item 3: from the sermon page, a pastor makes the twin, opens the interpreter's script
// (the preacher's language and the twin's, row by row, a pause mark after each segment, every
// verse in both Bibles) and downloads its Word file. The same journey on a desktop and a phone
// (interpreter.spec.ts, interpreter.phone.spec.ts), in both languages.
import { expectRowLaidOut } from './row-layout.ts';
import fs from 'node:fs';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import enDisplay from '../../src/client/i18n/locales/en/display.json' with { type: 'json' };
import esDisplay from '../../src/client/i18n/locales/es/display.json' with { type: 'json' };
import type { SermonDocument } from '../../src/shared/sermon-document.ts';
import { numberedVerses } from '../../src/shared/verse-starts.ts';
import { createAccount } from './accounts.ts';
import { expect as baseExpect, expectAccessible } from './fixtures.ts';
import { apiUrls } from './api-client.ts';
import { readSermon, saveSermon, saveSermonWithTwin } from './saved-sermons.ts';

type Lang = 'en' | 'es';
const catalogs = { en: enDisplay, es: esDisplay } as const;
// The twin is written and the Word file made on a shared two-core machine: conditions get time.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Passages both Bibles number alike, so each verse has a row of its own. */
const passages = { en: 'John 3:14-17', es: 'Juan 3:14-17' } as const;
const other = { en: 'es', es: 'en' } as const;

/** The title's letters and digits, as every exported file is named (product §5). */
const fileBase = (title: string) => title.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '_');

/** The verses of the main passage, each as the Bible data gives it. */
function mainVerses(document: SermonDocument): string[] {
  return numberedVerses(document.mainPassage)?.map((verse) => verse.text) ?? [document.mainPassage.text];
}



/** A row's two cells laid out for the screen (row-layout.ts). */
const expectCells = (row: Locator, beside: boolean) => expectRowLaidOut(row.getByTestId('script-cell'), beside);

export async function interpreterScriptJourney(page: Page, testInfo: TestInfo, lang: Lang, device: 'desktop' | 'phone') {
  const t = catalogs[lang];
  const twinLang = other[lang];
  await createAccount(page, { language: lang, subscribed: true });
  const { id } = await saveSermon(page, { title: '', scripture: passages[lang], language: lang });

  // Before the twin: the script says it needs one, and the sermon page says where it comes from.
  await page.goto(`/${lang}/sermons/${id}/interpreter`);
  await expect(page.getByTestId('interpreter-needs-twin')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.interpreter.needsTwinHeading.replace('{{language}}', t.twin[`language_${twinLang}`]));
  await expectAccessible(page);
  await page.getByTestId('interpreter-back').click();
  await expect(page.getByTestId('interpreter-needs-twin-hint')).toBeVisible();
  await expect(page.getByTestId('interpreter-link')).toHaveCount(0);

  // Make the twin; the script's link stands beside "Side by side".
  await page.getByTestId('twin-make').click();
  await expect(page.getByTestId('side-by-side')).toBeVisible();
  const link = page.getByTestId('interpreter-link');
  await expect(link).toHaveText(t.interpreter.open);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/sermons/${id}/interpreter$`));

  const sermon = await readSermon(page, id);
  const twin = await readSermon(page, sermon.twinId!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.interpreter.heading);
  await expect(page.getByTestId('interpreter-title')).toHaveText(sermon.document.title);
  const script = page.getByRole('region', { name: t.interpreter.region });
  await expect(script).toBeVisible();

  // Section by section: the main passage, the introduction, each point, the conclusion; each cell in its own language.
  const sections = script.getByTestId('script-section');
  await expect(sections.first()).toHaveAttribute('data-section', 'main-passage');
  await expect(script.locator('[data-section="introduction"]')).toBeVisible();
  await expect(script.locator('[data-section^="point-"]')).toHaveCount(sermon.document.points.length);
  const firstLine = script.locator('[data-section="introduction"]').getByTestId('script-row').first();
  await expect(firstLine.getByTestId('script-cell').nth(0)).toHaveAttribute('lang', lang);
  await expect(firstLine.getByTestId('script-cell').nth(1)).toHaveAttribute('lang', twinLang);
  // Every segment ends in a pause mark, named for a screen reader in the page's language.
  const segments = firstLine.getByTestId('script-cell').nth(0).getByTestId('script-segment');
  await expect(segments.first()).toBeVisible();
  await expect(segments.first().getByRole('img', { name: t.interpreter.pause })).toHaveText('‖');

  // The main passage verse by verse in both Bibles: each verse's words are the document's, word for word.
  const verseRows = script.locator('[data-section="main-passage"] [data-kind="verses"]');
  const [left, right] = [mainVerses(sermon.document), mainVerses(twin.document)];
  expect(left).toHaveLength(4);
  await expect(verseRows).toHaveCount(4);
  const words = async (cell: Locator) => (await cell.getByTestId('script-verse').evaluate((verse) => [...verse.querySelectorAll(':scope > span')].map((part) => [...part.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent).join('').trim()).join(' ')));
  for (let index = 0; index < 4; index += 1) {
    const cells = verseRows.nth(index).getByTestId('script-cell');
    expect(await words(cells.nth(0))).toBe(left[index]);
    expect(await words(cells.nth(1))).toBe(right[index]);
  }

  // Two columns on a wide screen and on paper; on a phone the preacher's line, then the interpreter's.
  await expectCells(firstLine, device === 'desktop');
  await expectCells(verseRows.first(), device === 'desktop');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await expectCells(firstLine, true);
  await expect(page.getByTestId('interpreter-word')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The Word file, by keyboard: named after the sermon, and it holds both sermons' verses.
  const button = page.getByTestId('interpreter-word');
  await button.focus();
  const started = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await started;
  const path = testInfo.outputPath('script.docx');
  await download.saveAs(path);
  expect(download.suggestedFilename()).toBe(`${fileBase(sermon.document.title)}_${lang === 'en' ? 'interpreter_en_es' : 'guion_interprete_es_en'}.docx`);
  await expect(page.getByTestId('interpreter-status')).toHaveText(t.interpreter.ready.replace('{{file}}', download.suggestedFilename()));
  const xml = strFromU8(unzipSync(new Uint8Array(fs.readFileSync(path)))['word/document.xml']!).replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  for (const verse of [...left, ...right]) expect(xml).toContain(verse.split(' ').slice(0, 6).join(' '));
  await expect(button).toBeFocused();
}

/** A new member's sermon on the passage and its twin, made through the API (the journey makes them by the page's button). */
async function sermonAndTwinMadeByApi(page: Page, lang: Lang) {
  await createAccount(page, { language: lang, subscribed: true });
  return await saveSermonWithTwin(page, { title: '', scripture: passages[lang], language: lang });
}

/** Another member asks for the script of a sermon that is not theirs: not found, nothing of it shown. */
export async function anotherMembersScript(page: Page, browser: Browser, baseURL: string, lang: Lang) {
  const t = catalogs[lang];
  const { original } = await sermonAndTwinMadeByApi(page, lang);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.19.201.9' } });
  const stranger = await context.newPage();
  await createAccount(stranger, { language: lang, subscribed: true });
  await stranger.goto(`/${lang}/sermons/${original.id}/interpreter`);
  await expect(stranger.getByTestId('interpreter-not-found')).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(t.interpreter.notFoundHeading);
  await expect(stranger.getByText(original.document.title)).toHaveCount(0);
  await context.close();
}

/**
 * The twin edited until its introduction is empty: the script keeps every sentence of the
 * preacher's introduction (in one row beside an empty cell) and says what the twin lacks.
 */
export async function scriptOfAnEmptiedSection(page: Page, lang: Lang) {
  const t = catalogs[lang];
  const { original: sermon, twin } = await sermonAndTwinMadeByApi(page, lang);
  const saved = await page.request.put(apiUrls.sermons[':id'].$path({ param: { id: twin.id } }), { data: { document: { ...twin.document, introduction: '' }, revision: twin.revision } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/${lang}/sermons/${sermon.id}/interpreter`);
  const notes = page.getByTestId('interpreter-notes');
  await expect(notes).toContainText(t.interpreter.notes['section-empty'].introduction.replace('{{name}}', t.twin[`language_${other[lang]}`]));
  const rows = page.locator('[data-section="introduction"]').getByTestId('script-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('script-cell').nth(1)).toContainText(t.interpreter.empty);
  const sentences = sermon.document.introduction.split(/\s+/).filter(Boolean).join(' ');
  const shown = (await rows.getByTestId('script-cell').nth(0).getByTestId('script-segment').allTextContents()).map((segment) => segment.replace(/\s*‖$/, '')).join(' ');
  expect(shown).toBe(sentences);
  await expectAccessible(page);
}

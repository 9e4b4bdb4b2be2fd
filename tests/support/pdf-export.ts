import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import type { SermonDocument } from '../../src/shared/sermon-document.ts';
import { extractPdfText } from './pdf-text.ts';
import { createAccount } from './accounts.ts';
import { expect } from './fixtures.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { bodyOf } from './api-client.ts';
import { apiUrls } from './api-client.ts';

// Issue 26 item 3: the PDF of a theological sermon carries its Greek and Hebrew word studies,
// typographic quotes and Spanish accents exactly, under a file name that keeps the title's letters.

const GREEK = /[\p{Script=Greek}][\p{Script=Greek}\p{M}]*/gu;
const HEBREW = /[\p{Script=Hebrew}][\p{Script=Hebrew}\p{M}]*/gu;

const passages = {
  en: { greek: 'Acts 2:38', hebrew: 'Psalm 23' },
  es: { greek: 'Hechos 2:38', hebrew: 'Salmo 23' },
} as const;

/** A theological sermon generated through the API, as the display will show it. */
async function theologicalSermon(page: Page, scripture: string, language: 'en' | 'es'): Promise<{ id: string; document: SermonDocument }> {
  const created = await page.request.post(apiUrls.sermons.generate.$path(), { data: { title: '', scripture, audienceType: 'general', language, languageStyle: 'theological' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await bodyOf(created, sermonResponseSchema);
  const saved = await page.request.get(apiUrls.sermons[':id'].$path({ param: { id: id } }));
  expect(saved.status()).toBe(200);
  return { id, document: (await bodyOf(saved, sermonResponseSchema)).document };
}

/** Downloads the open sermon's PDF; its file name and its text as a reader would copy it (wrapped lines joined). */
async function downloadPdf(page: Page, path: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByTestId('pdf-button').click();
  const file = await download;
  await file.saveAs(path);
  const text = await extractPdfText(new Uint8Array(fs.readFileSync(path)));
  return { name: file.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

/**
 * A subscriber's two theological sermons (Greek, then Hebrew word studies), each downloaded as a
 * PDF from the display page and read back: every Greek and Hebrew word, the title, a paragraph that
 * names the word, and the file name with the title's letters.
 */
export async function theologicalPdfsReadBack(page: Page, testInfo: TestInfo, lang: 'en' | 'es') {
  await createAccount(page, { language: lang, subscribed: true });

  for (const [script, pattern] of [['greek', GREEK], ['hebrew', HEBREW]] as const) {
    const { id, document } = await theologicalSermon(page, passages[lang][script], lang);
    const words = [...new Set(JSON.stringify(document).match(pattern) ?? [])];
    expect(words.length, `${script} words in the ${passages[lang][script]} sermon`).toBeGreaterThan(0);

    await page.goto(`/${lang}/sermon-display?id=${id}`);
    await expect(page.getByTestId('sermon-title')).toHaveText(document.title);
    const pdf = await downloadPdf(page, testInfo.outputPath(`${script}.pdf`));

    // Every word of the original language, exactly (letters, accents, breathings, vowel points).
    for (const word of words) expect(pdf.text, `${word} in the PDF`).toContain(word);
    // The title as written: its accents and any curly quotes.
    expect(pdf.text).toContain(document.title);
    // The sentences around the words: a paragraph that names the word is in the PDF whole.
    const paragraph = [document.introduction, ...document.points.flatMap((point) => [point.explanation, point.application])]
      .flatMap((section) => section.split('\n'))
      .find((line) => new RegExp(pattern.source, 'u').test(line));
    expect(paragraph, `a paragraph with ${script}`).toBeTruthy();
    expect(pdf.text).toContain(paragraph!.replace(/\s+/g, ' ').trim());
    // The name keeps every letter of the title; anything else is an underscore.
    expect(pdf.name).toBe(`${document.title.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '_')}.pdf`);
    if (/[^ -~]/.test(document.title)) expect(pdf.name).toMatch(/[^ -~]/);
  }
}

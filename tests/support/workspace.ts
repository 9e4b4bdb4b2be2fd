import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { extractPdfText } from './pdf-text.ts';
import { passageAnswerSchema } from '#shared/bible-passage-answer.ts';
import { bodyOf } from './api-client.ts';
import { apiUrls } from './api-client.ts';

/** The Bible text of a reference, as the app's own lookup API gives it. */
export async function bibleText(page: Page, reference: string, lang: 'en' | 'es'): Promise<string> {
  const response = await page.request.get(apiUrls.bible.passage.$path({ query: { ref: reference, lang: lang } }));
  expect(response.status()).toBe(200);
  const body = await bodyOf(response, passageAnswerSchema);
  return body.passages.flatMap((p) => p.verses.map((v) => v.text)).join(' ');
}

/**
 * "This is the Bible's text for this reference": `shown` holds the verses of `reference` in
 * `lang` word for word, as the app's own lookup API gives them (retrying until it does, or
 * `timeout`).
 */
export async function expectShowsBibleText(shown: Locator, reference: string, lang: 'en' | 'es', options: { timeout?: number } = {}) {
  await expect(shown).toContainText(await bibleText(shown.page(), reference, lang), options);
}

/** The text of a PDF file in reading order (pdf.js, through the embedded font's Unicode map). */
export async function pdfText(file: string): Promise<string> {
  return extractPdfText(new Uint8Array(fs.readFileSync(file)));
}

/** Fills the generator and waits until the display shows the sermon. */
export async function generateSermon(page: Page, text: string, options: { audience?: string; style?: string } = {}) {
  await page.getByTestId('generator-theme').fill(text);
  if (options.audience) await page.getByTestId('generator-audience').selectOption(options.audience);
  if (options.style) await page.getByTestId('generator-style').selectOption(options.style);
  await page.getByTestId('generator-submit').click();
  await expect(page).toHaveURL(/\/sermon-display\?id=/, { timeout: 20_000 });
  await expect(page.getByTestId('sermon-title')).toBeVisible();
}

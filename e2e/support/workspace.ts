import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The Bible text of a reference, as the app's own lookup API gives it. */
export async function bibleText(page: Page, reference: string, lang: 'en' | 'es'): Promise<string> {
  const response = await page.request.get(`/api/bible/passage?ref=${encodeURIComponent(reference)}&lang=${lang}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { passages: Array<{ verses: Array<{ text: string }> }> };
  return body.passages.flatMap((p) => p.verses.map((v) => v.text)).join(' ');
}

/**
 * The text of a jsPDF file, in drawing order. jsPDF writes uncompressed content streams with
 * WinAnsi strings: `(…) Tj` operators, read as Latin-1, are the visible text.
 */
export function pdfText(file: string): string {
  const raw = fs.readFileSync(file).toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    parts.push(match[1]!.replace(/\\([()\\])/g, '$1').replace(/\\(\d{3})/g, (_, oct: string) => String.fromCharCode(Number.parseInt(oct, 8))));
  }
  return parts.join('\n');
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

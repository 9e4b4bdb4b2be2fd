import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy would give it, one line per drawn line, pages in order:
 * pdf.js reads the embedded font's ToUnicode map (so Greek and Hebrew come back as letters, not
 * glyph numbers) and puts a right-to-left run inside a left-to-right line back in reading order.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  return (await extractPdfPages(bytes)).join('\n');
}

/** The text of each page of a PDF, as extractPdfText reads it (a slide deck converted to PDF: one page per slide). */
export async function extractPdfPages(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over: hand it a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text.trimEnd());
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/**
 * How much of each page's height carries text, from the highest line to the lowest (0–1): a page
 * that ends two-thirds blank before the next one starts shows as a low number.
 */
export async function measurePdfFill(bytes: Uint8Array): Promise<number[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  try {
    const fills: number[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const [, bottom, , top] = page.view as [number, number, number, number];
      const ys = (await page.getTextContent()).items.flatMap((item) => ('str' in item && item.str.trim() ? [item.transform[5] as number] : []));
      fills.push(ys.length ? (Math.max(...ys) - Math.min(...ys)) / (top - bottom) : 0);
    }
    return fills;
  } finally {
    await pdf.destroy();
  }
}

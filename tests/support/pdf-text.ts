import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a reader's copy would give it, one line per drawn line, pages in order:
 * pdf.js reads the embedded font's ToUnicode map (so Greek and Hebrew come back as letters, not
 * glyph numbers) and puts a right-to-left run inside a left-to-right line back in reading order.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
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
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}


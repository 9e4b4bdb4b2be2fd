import { jsPDF } from 'jspdf';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PDF_LAYOUT, drawSermonPdf, embedPdfFonts, jsPdfWrap, layoutPdf, pdfBlocks, type PdfFontFiles, type WrapText } from './build-pdf.ts';
import { extractPdfText } from '#tests/support/pdf-text.ts';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';

// The same files the browser fetches (pdf-fonts.ts), read from the npm package.
const fontFile = (name: string) => {
  const bytes = fs.readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};
const fonts: PdfFontFiles = { normal: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf'), italic: fontFile('DejaVuSans-Oblique.ttf') };
const newPdf = () => embedPdfFonts(new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true }), fonts);

// One line per 10 characters: predictable wrapping without font metrics.
const wrapEvery10: WrapText = (text) => text.match(/.{1,10}/g) ?? [''];

describe('pdfBlocks', () => {
  it('lays out title, scripture, Introduction, Point N, Illustrations, Conclusion with the spec font sizes', async () => {
    const blocks = pdfBlocks(englishDocument());
    const headings = blocks.filter((b) => b.fontSize === 16).map((b) => b.text);
    expect(blocks[0]).toMatchObject({ text: 'The New Birth', fontSize: 20 });
    expect(blocks[1]).toMatchObject({ text: 'John 3:5', fontSize: 12 });
    expect(blocks[2]).toMatchObject({ text: expect.stringContaining('Except a man be born') as unknown, fontSize: 12 });
    expect(headings).toEqual(['Introduction', 'Main Points', 'Point 1', 'Point 2', 'Illustrations', 'Conclusion']);
    expect(blocks.find((b) => b.text === 'Born of water')).toMatchObject({ fontSize: 12, fontStyle: 'bold' });
    expect(blocks.find((b) => b.text.startsWith('Acts 2:38'))).toMatchObject({ fontSize: 12, fontStyle: 'italic', text: 'Acts 2:38 — “Repent, and be baptized every one of you”' });
    expect(blocks.map((b) => b.text).join('\n')).not.toContain('Tuesday');
    expect(blocks.every((b) => [20, 16, 12].includes(b.fontSize))).toBe(true);
  });

  it('uses the sermon language and leaves out an empty conclusion', async () => {
    const headings = pdfBlocks(spanishDocument())
      .filter((b) => b.fontSize === 16)
      .map((b) => b.text);
    expect(headings).toEqual(['Introducción', 'Puntos principales', 'Punto 1', 'Ilustraciones']);
  });
});

describe('layoutPdf', () => {
  it('starts at the margins, steps by the line height and wraps at width 170', async () => {
    const widths: number[] = [];
    const wrap: WrapText = (text, width) => {
      widths.push(width);
      return [text];
    };
    const lines = layoutPdf(englishDocument(), wrap);
    expect(new Set(widths)).toEqual(new Set([170]));
    expect(lines[0]).toMatchObject({ page: 1, x: 20, y: 20, fontSize: 20 });
    expect(lines[1]?.y).toBeGreaterThanOrEqual(20 + PDF_LAYOUT.lineHeight);
    expect(lines.every((line) => line.x === 20)).toBe(true);
  });

  it('starts a new page at the top margin once y exceeds 280', async () => {
    const long = englishDocument({ introduction: Array.from({ length: 80 }, (_, i) => `Paragraph number ${i}`).join('\n') });
    const lines = layoutPdf(long, wrapEvery10);
    const pages = Math.max(...lines.map((line) => line.page));
    expect(pages).toBeGreaterThan(2);
    for (const [index, line] of lines.entries()) {
      const previous = lines[index - 1];
      if (!previous) continue;
      if (line.page !== previous.page) {
        expect(line.page).toBe(previous.page + 1);
        expect(line.y).toBe(20);
        expect(previous.y + PDF_LAYOUT.lineHeight).toBeGreaterThan(280);
      } else {
        expect(line.y).toBeGreaterThan(previous.y);
      }
    }
    // Nothing is drawn below the bottom limit plus one line.
    expect(Math.max(...lines.map((line) => line.y))).toBeLessThanOrEqual(280 + PDF_LAYOUT.lineHeight);
  });

  it('keeps typographic quotes, dashes and Spanish accents as written', async () => {
    const lines = layoutPdf(spanishDocument(), (text) => [text]);
    const all = lines.map((line) => line.text).join('\n');
    expect(all).toContain('Hechos 2:38 — «Arrepentíos, y bautícese cada uno de vosotros»');
    expect(all).toContain('¿Qué es el nuevo nacimiento?');
    expect(all).toContain('«El que no naciere de agua y del Espíritu»');
  });
});

describe('drawSermonPdf with jsPDF', () => {
  it('wraps with real font metrics and adds pages for a long sermon', async () => {
    const short = drawSermonPdf(newPdf(), spanishDocument());
    expect(short.getNumberOfPages()).toBe(1);

    const longText = Array.from({ length: 40 }, () => 'Jesús dijo: «Os es necesario nacer otra vez». ¿Lo creéis? ¡Amén! '.repeat(3)).join('\n');
    const doc = newPdf();
    const lines = layoutPdf(spanishDocument({ introduction: longText }), jsPdfWrap(doc));
    doc.setFont('DejaVuSans', 'normal');
    doc.setFontSize(12);
    for (const line of lines) expect(doc.getTextWidth(line.text)).toBeLessThanOrEqual(170.5);
    drawSermonPdf(doc, spanishDocument({ introduction: longText }));
    expect(doc.getNumberOfPages()).toBeGreaterThan(2);
  });
});

describe('the PDF text, read back as a reader would copy it', () => {
  // A theological sermon's word studies, as the engines write them (Greek with accents, Hebrew,
  // typographic quotes), in a heading, a paragraph, a passage, and a line that opens with Hebrew.
  const greek = 'μετανοέω';
  const hebrew = 'שׁוּב';
  const studied = englishDocument({
    title: 'Repentance: “μετάνοια” and “שׁוּב”',
    introduction: `The Greek word ${greek} (metanoeō) means “to change one’s mind” — a turn.\n${hebrew} (shub) is the Hebrew for turning back.`,
    points: [{ heading: `Turn back — ${hebrew}`, passage: { reference: 'Acts 3:19', text: 'Repent ye therefore, and be converted' }, explanation: `Luke writes ${greek}; the prophets said ${hebrew}.`, application: '¿Se ha arrepentido usted? ¡Hoy!' }],
  });

  it('gives back the Greek, the Hebrew, the quotes and the accents exactly', async () => {
    const doc = drawSermonPdf(newPdf(), studied);
    // Wrapped lines joined again: jsPDF breaks at a space and drops it.
    const text = (await extractPdfText(new Uint8Array(doc.output('arraybuffer')))).replace(/\s+/g, ' ');
    expect(text).toContain('Repentance: “μετάνοια” and “שׁוּב”');
    expect(text).toContain(`The Greek word ${greek} (metanoeō) means “to change one’s mind” — a turn.`);
    expect(text).toContain(`${hebrew} (shub) is the Hebrew for turning back.`);
    expect(text).toContain(`Turn back — ${hebrew}`);
    expect(text).toContain(`Luke writes ${greek}; the prophets said ${hebrew}.`);
    expect(text).toContain('¿Se ha arrepentido usted? ¡Hoy!');
    expect(text).toContain('Acts 3:19 — “Repent ye therefore, and be converted”');
  });

  it('prints a passage of several verses with superscript verse numbers before its words (issue 26)', async () => {
    const verses = ['The LORD is my shepherd; I shall not want.', 'He maketh me to lie down in green pastures: he leadeth me beside the still waters.'];
    const text = verses.join(' ');
    const passage = { reference: 'Psalm 23:1-2', text, verseStarts: [{ chapter: 23, verse: 1, at: 0 }, { chapter: 23, verse: 2, at: verses[0]!.length + 1 }] };
    const document = englishDocument({ mainPassage: passage, points: [{ heading: 'The Shepherd', passage, explanation: 'He leads.', application: 'Follow.' }] });
    const blocks = pdfBlocks(document);
    expect(blocks[2]).toMatchObject({ fontStyle: 'italic', text: `¹${verses[0]} ²${verses[1]}` });
    expect(blocks.find((b) => b.text.startsWith('Psalm 23:1-2 — '))!.text).toBe(`Psalm 23:1-2 — “¹${verses[0]} ²${verses[1]}”`);
    const read = (await extractPdfText(new Uint8Array(drawSermonPdf(newPdf(), document).output('arraybuffer')))).replace(/\s+/g, ' ');
    expect(read).toContain(`¹${verses[0]} ²${verses[1]}`);
  });

  it('embeds only the glyphs used, so a one-page sermon stays small', async () => {
    const bytes = drawSermonPdf(newPdf(), studied).output('arraybuffer').byteLength;
    expect(bytes).toBeLessThan(250_000);
  });
});

import type { jsPDF } from 'jspdf';
import { renderSermonBlocks, type RenderOptions } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { passageLine } from '#shared/sermon-flat.ts';
import { textWithVerseNumbers } from '#shared/verse-starts.ts';
import { pdfLineText } from './pdf-text.ts';

// product §9 "PDF": A4 portrait in mm.
export const PDF_LAYOUT = {
  marginLeft: 20,
  marginTop: 20,
  textWidth: 170,
  lineHeight: 7,
  /** A new page starts when y exceeds this. */
  maxY: 280,
  fontSize: { title: 20, heading: 16, body: 12 },
} as const;

export type PdfFontStyle = 'normal' | 'bold' | 'italic';

/**
 * The embedded font: DejaVu Sans (regular, bold, oblique) draws Latin with every Spanish accent,
 * polytonic Greek, Hebrew and typographic punctuation. jsPDF's built-in Helvetica is WinAnsi only
 * and printed "μετανοέω" as "¼µÄ±½¿-É".
 */
export const PDF_FONT_FAMILY = 'DejaVuSans';
const PDF_FONT_STYLES: readonly PdfFontStyle[] = ['normal', 'bold', 'italic'];

/** The font files (TrueType bytes), one per style. */
export type PdfFontFiles = Record<PdfFontStyle, ArrayBuffer>;

interface PdfLine {
  page: number;
  x: number;
  y: number;
  fontSize: number;
  fontStyle: PdfFontStyle;
  text: string;
}

/** Wraps text at a width for a font size and style (jsPDF's splitTextToSize in the real thing). */
export type WrapText = (text: string, width: number, fontSize: number, fontStyle: PdfFontStyle) => string[];

interface PdfBlock {
  fontSize: number;
  fontStyle: PdfFontStyle;
  text: string;
  /** Extra space before the block, in mm. */
  gapBefore: number;
}

/**
 * The sermon's rendered blocks as PDF text blocks: title 20 bold, section and point labels 16
 * bold, body 12 (the main reference and each point's heading bold, passages italic, a passage of
 * several verses with each verse's number in superscript characters, which the embedded font draws).
 */
export function pdfBlocks(document: SermonDocument, options: RenderOptions = {}): PdfBlock[] {
  const { title, heading, body } = PDF_LAYOUT.fontSize;
  const gap = PDF_LAYOUT.lineHeight / 2;
  const blocks: PdfBlock[] = [];
  for (const block of renderSermonBlocks(document, options)) {
    if (block.type === 'title') blocks.push({ fontSize: title, fontStyle: 'bold', text: block.text, gapBefore: 0 });
    else if (block.type === 'main-passage') {
      if (block.reference) blocks.push({ fontSize: body, fontStyle: 'bold', text: block.reference, gapBefore: gap });
      if (block.text) blocks.push({ fontSize: body, fontStyle: 'italic', text: textWithVerseNumbers(block), gapBefore: block.reference ? 0 : gap });
    } else if (block.type === 'section-heading') blocks.push({ fontSize: heading, fontStyle: 'bold', text: block.text, gapBefore: gap });
    else if (block.type === 'point-heading') {
      blocks.push({ fontSize: heading, fontStyle: 'bold', text: block.label, gapBefore: gap });
      if (block.text) blocks.push({ fontSize: body, fontStyle: 'bold', text: block.text, gapBefore: 0 });
    } else if (block.type === 'passage') blocks.push({ fontSize: body, fontStyle: 'italic', text: passageLine({ reference: block.reference, text: textWithVerseNumbers(block) }, document.language), gapBefore: 1 });
    else blocks.push({ fontSize: body, fontStyle: 'normal', text: block.text, gapBefore: 1 });
  }
  return blocks;
}

// Options jsPDF's bidi plugin reads from text(); its typings do not name them.
const VISUAL_ORDER = { isInputVisual: true, isOutputVisual: true } as Parameters<jsPDF['text']>[3];

/** Places every wrapped line: line height 7 from the top margin, a new page when y exceeds 280. */
export function layoutPdf(document: SermonDocument, wrap: WrapText, options: RenderOptions = {}): PdfLine[] {
  const { marginLeft, marginTop, textWidth, lineHeight, maxY } = PDF_LAYOUT;
  const lines: PdfLine[] = [];
  let page = 1;
  let y = marginTop;
  for (const block of pdfBlocks(document, options)) {
    if (lines.length > 0) y += block.gapBefore;
    for (const text of wrap(block.text.normalize('NFC'), textWidth, block.fontSize, block.fontStyle)) {
      if (y > maxY) {
        page += 1;
        y = marginTop;
      }
      lines.push({ page, x: marginLeft, y, fontSize: block.fontSize, fontStyle: block.fontStyle, text });
      y += lineHeight;
    }
  }
  return lines;
}

/**
 * Adds the font files to a document (Identity-H: any Unicode character, and jsPDF embeds only
 * the glyphs used). Call before drawSermonPdf.
 */
export function embedPdfFonts(doc: jsPDF, files: PdfFontFiles): jsPDF {
  for (const style of PDF_FONT_STYLES) {
    const fileName = `${PDF_FONT_FAMILY}-${style}.ttf`;
    doc.addFileToVFS(fileName, binaryString(files[style]));
    doc.addFont(fileName, PDF_FONT_FAMILY, style, 'Identity-H');
  }
  return doc;
}

/** jsPDF's virtual file system takes a "binary string" (one char per byte); built in slices to spare the stack. */
function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x8000) parts.push(String.fromCharCode(...bytes.subarray(start, start + 0x8000)));
  return parts.join('');
}

/** jsPDF's own wrapping, measured in the font the line will be drawn with. */
export function jsPdfWrap(doc: jsPDF): WrapText {
  return (text, width, fontSize, fontStyle) => {
    doc.setFont(PDF_FONT_FAMILY, fontStyle);
    doc.setFontSize(fontSize);
    return doc.splitTextToSize(text, width) as string[];
  };
}

/**
 * Draws the sermon into a fresh jsPDF document (A4 portrait, mm) whose fonts embedPdfFonts added.
 * Each line goes in already in drawing order (pdfLineText), so jsPDF's bidi pass is told to leave
 * it as it is (visual in, visual out).
 */
export function drawSermonPdf(doc: jsPDF, document: SermonDocument, options: RenderOptions = {}): jsPDF {
  for (const line of layoutPdf(document, jsPdfWrap(doc), options)) {
    while (doc.getNumberOfPages() < line.page) doc.addPage();
    doc.setFont(PDF_FONT_FAMILY, line.fontStyle);
    doc.setFontSize(line.fontSize);
    doc.text(pdfLineText(line.text), line.x, line.y, VISUAL_ORDER);
  }
  return doc;
}

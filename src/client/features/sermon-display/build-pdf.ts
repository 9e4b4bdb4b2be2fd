import type { jsPDF } from 'jspdf';
import type { Sermon } from '#shared/sermon.ts';
import { mainPassageText, mainScriptureLabel } from './main-passage.ts';
import { paragraphs } from './paragraphs.ts';
import { pdfSafeText } from './pdf-text.ts';
import type { SermonLabels } from './sermon-labels.ts';

// SPEC §9 "PDF": A4 portrait in mm.
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

export interface PdfLine {
  page: number;
  x: number;
  y: number;
  fontSize: number;
  fontStyle: PdfFontStyle;
  text: string;
}

/** Wraps text at a width for a font size and style (jsPDF's splitTextToSize in the real thing). */
export type WrapText = (text: string, width: number, fontSize: number, fontStyle: PdfFontStyle) => string[];

interface Block {
  fontSize: number;
  fontStyle: PdfFontStyle;
  text: string;
  /** Extra space before the block, in mm. */
  gapBefore: number;
}

type PdfSermon = Pick<Sermon, 'title' | 'language' | 'mainScripture' | 'introduction' | 'points' | 'illustrations' | 'conclusion' | 'verses'>;

/** The sermon as a list of text blocks: title, scripture, Introduction, Point N…, Illustrations, Conclusion. */
export function pdfBlocks(sermon: PdfSermon, labels: SermonLabels): Block[] {
  const { title, heading, body } = PDF_LAYOUT.fontSize;
  const gap = PDF_LAYOUT.lineHeight / 2;
  const blocks: Block[] = [{ fontSize: title, fontStyle: 'bold', text: sermon.title, gapBefore: 0 }];
  const section = (label: string, text: string, firstStyle: PdfFontStyle = 'normal') => {
    blocks.push({ fontSize: heading, fontStyle: 'bold', text: label, gapBefore: gap });
    paragraphs(text).forEach((paragraph, index) => {
      blocks.push({ fontSize: body, fontStyle: index === 0 ? firstStyle : 'normal', text: paragraph, gapBefore: index === 0 ? 0 : 1 });
    });
  };

  if (sermon.mainScripture.trim()) blocks.push({ fontSize: body, fontStyle: 'bold', text: mainScriptureLabel(sermon), gapBefore: gap });
  const passage = mainPassageText(sermon);
  if (passage) blocks.push({ fontSize: body, fontStyle: 'italic', text: passage, gapBefore: 0 });

  section(labels.introduction, sermon.introduction);
  sermon.points.forEach((point, index) => section(labels.point(index + 1), point, 'bold'));
  if (paragraphs(sermon.illustrations).length > 0) section(labels.illustrations, sermon.illustrations);
  if (paragraphs(sermon.conclusion).length > 0) section(labels.conclusion, sermon.conclusion);
  return blocks;
}

/** Places every wrapped line: line height 7 from the top margin, a new page when y exceeds 280. */
export function layoutPdf(sermon: PdfSermon, labels: SermonLabels, wrap: WrapText): PdfLine[] {
  const { marginLeft, marginTop, textWidth, lineHeight, maxY } = PDF_LAYOUT;
  const lines: PdfLine[] = [];
  let page = 1;
  let y = marginTop;
  for (const block of pdfBlocks(sermon, labels)) {
    if (lines.length > 0) y += block.gapBefore;
    for (const text of wrap(pdfSafeText(block.text), textWidth, block.fontSize, block.fontStyle)) {
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

/** jsPDF's own wrapping, measured in the font the line will be drawn with. */
export function jsPdfWrap(doc: jsPDF): WrapText {
  return (text, width, fontSize, fontStyle) => {
    doc.setFont('helvetica', fontStyle);
    doc.setFontSize(fontSize);
    return doc.splitTextToSize(text, width) as string[];
  };
}

/** Draws the sermon into a fresh jsPDF document (A4 portrait, mm). */
export function drawSermonPdf(doc: jsPDF, sermon: PdfSermon, labels: SermonLabels): jsPDF {
  for (const line of layoutPdf(sermon, labels, jsPdfWrap(doc))) {
    while (doc.getNumberOfPages() < line.page) doc.addPage();
    doc.setFont('helvetica', line.fontStyle);
    doc.setFontSize(line.fontSize);
    doc.text(line.text, line.x, line.y);
  }
  return doc;
}

import {
  BorderStyle,
  Document,
  LineRuleType,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  HeightRule,
  type ISectionOptions,
} from 'docx';
import { withoutControlCharacters as xmlText } from '#shared/plain-text.ts';
import { HANDOUT_PAGE, layoutHandout, pointRuns, type MeasureText, type Run } from './handout-layout.ts';
import type { HandoutBlock, HandoutPage } from './handout-plan.ts';

const TWIPS_PER_MM = 56.7;
const FONT = 'Georgia';

/**
 * Georgia's widths, estimated on the wide side (average letter about 0.55 em, bold 0.6): Word lays
 * the text out itself, so the page's type scale and note lines come from layoutHandout with this
 * measure, and a page estimated to fit fits.
 */
const georgiaEstimate: MeasureText = (text, size, style) => text.length * size * 0.3528 * (style === 'bold' ? 0.6 : 0.55);

const twips = (mm: number) => Math.round(mm * TWIPS_PER_MM);
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'A0A0A0' } as const;

function textRuns(runs: readonly Run[], size: number): TextRun[] {
  return runs.map((run) => new TextRun({ text: xmlText(run.text), bold: run.style === 'bold', italics: run.style === 'italic', ...(run.underline ? { underline: {} } : {}), size: Math.round(size * 2) }));
}

/** A paragraph at the layout's size and line height, with its gap before. */
function paragraph(children: TextRun[], size: number, gapBefore: number): Paragraph {
  return new Paragraph({ children, spacing: { before: twips(gapBefore), after: 0, line: Math.round(size * HANDOUT_PAGE.leading * 20), lineRule: LineRuleType.EXACT } });
}

function blockParagraphs(block: HandoutBlock, scale: number, room: { noteLines: number; drawingHeight: number }): (Paragraph | Table)[] {
  const { size } = HANDOUT_PAGE;
  const body = size.body * scale;
  switch (block.type) {
    case 'title':
      return [paragraph(textRuns([{ text: block.text, style: 'bold' }], size.title * scale), size.title * scale, 0)];
    case 'subtitle':
      return [paragraph(textRuns([{ text: block.text, style: 'italic' }], size.subtitle * scale), size.subtitle * scale, 1)];
    case 'heading':
      return [paragraph(textRuns([{ text: block.text, style: 'bold' }], size.heading * scale), size.heading * scale, 3.5 * scale)];
    case 'passage': {
      // Each verse's number as a real superscript before its words (as the sermon's Word file).
      const verses = block.verses.flatMap((verse, index) => [
        ...(verse.number ? [new TextRun({ text: verse.number, superScript: true, bold: true, size: Math.round(body * 2) })] : []),
        new TextRun({ text: xmlText(`${verse.text}${index < block.verses.length - 1 ? ' ' : ''}`), italics: true, size: Math.round(body * 2) }),
      ]);
      return [
        paragraph(textRuns([{ text: block.reference, style: 'bold' }], body), body, 0.5),
        paragraph(verses, body, 0.5),
        ...(block.note ? [paragraph(textRuns([{ text: block.note, style: 'normal' }], body), body, 0.5)] : []),
      ];
    }
    case 'points':
      return block.points.map((point) => paragraph(textRuns(pointRuns(point, block.answers), body), body, 1.5 * scale));
    case 'word-bank':
      return [paragraph(textRuns([{ text: `${block.label}: `, style: 'bold' }, { text: block.words.join(' · '), style: 'normal' }], body), body, 2 * scale)];
    case 'questions':
      return block.items.map((item, index) => paragraph(textRuns([{ text: `${index + 1}. ${item}`, style: 'normal' }], body), body, 1.5 * scale));
    case 'paragraph':
      return [paragraph(textRuns([{ text: block.text, style: 'normal' }], body), body, 0.5)];
    case 'left-out':
      return [paragraph(textRuns([{ text: `${block.heading}: `, style: 'bold' }, { text: block.items.join(' '), style: 'italic' }], size.leftOut * scale), size.leftOut * scale, 3 * scale)];
    case 'space':
      if (block.kind === 'notes') {
        // Ruled lines to write on, the PDF's line gap apart: rows of a borderless table with a rule under
        // each (paragraph borders would not do: Word joins the borders of alike paragraphs into one box).
        return [
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: { top: NO_BORDER, left: NO_BORDER, right: NO_BORDER, bottom: RULE, insideHorizontal: RULE, insideVertical: NO_BORDER },
            rows: Array.from({ length: room.noteLines }, () => new TableRow({ height: { value: twips(HANDOUT_PAGE.noteLineGap), rule: HeightRule.EXACT }, children: [new TableCell({ children: [new Paragraph('')] })] })),
          }),
        ];
      }
      // A frame to draw in: one table cell of the room's height.
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [new TableRow({ height: { value: twips(room.drawingHeight), rule: HeightRule.EXACT }, children: [new TableCell({ children: [new Paragraph('')] })] })],
        }),
      ];
  }
}

/**
 * The handout as a Word document (issue 27 item 6): one A4 page per handout page, in the sermon's
 * Word file's font, with the same blocks, type scale and room as the PDF.
 */
export function handoutDocx(pages: readonly HandoutPage[], title: string): Document {
  const layout = layoutHandout(pages, georgiaEstimate);
  const sections: ISectionOptions[] = pages.map((page, index) => {
    const { scale, noteLines, drawingHeight } = layout.pages[index]!;
    return {
      properties: {
        page: {
          size: { width: twips(HANDOUT_PAGE.width), height: twips(HANDOUT_PAGE.height) },
          margin: { top: twips(HANDOUT_PAGE.margin), bottom: twips(HANDOUT_PAGE.height - HANDOUT_PAGE.bottom), left: twips(HANDOUT_PAGE.margin), right: twips(HANDOUT_PAGE.margin), header: 0, footer: 0 },
        },
      },
      children: page.blocks.flatMap((block) => blockParagraphs(block, scale, { noteLines, drawingHeight })),
    };
  });
  return new Document({
    title: xmlText(title),
    creator: 'Apostolic Sermon Studio',
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections,
  });
}

/** The .docx file as a Blob, for the browser's download. */
export function handoutDocxBlob(pages: readonly HandoutPage[], title: string): Promise<Blob> {
  return Packer.toBlob(handoutDocx(pages, title));
}

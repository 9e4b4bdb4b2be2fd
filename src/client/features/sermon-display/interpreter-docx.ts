import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { Language } from '#shared/languages.ts';
import { withoutControlCharacters as xmlText } from '#shared/plain-text.ts';
import { PAUSE_MARK, type InterpreterScript, type Pair, type ScriptLine, type ScriptRow, type ScriptVerse } from './interpreter-script.ts';
import { scriptNote, type ScriptT } from './interpreter-words.ts';

// Word's language tags, so each column is spell-checked and read aloud in its own language.
const WORD_LANGUAGE: Record<Language, string> = { en: 'en-US', es: 'es-419' };
const GOLD = 'C9A227';
const GREY = '6B7280';
const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'D1D5DB' } as const;

/** A segment, then its pause mark (grey, bold, set apart by a space). */
function segmentRuns(segment: string, language: Language): TextRun[] {
  const lang = { value: WORD_LANGUAGE[language] };
  return [new TextRun({ text: xmlText(segment), language: lang }), new TextRun({ text: ` ${PAUSE_MARK}`, bold: true, color: GREY, language: lang })];
}

/** One paragraph per segment; a sentence's last segment has room after it. */
function lineParagraphs(lines: readonly ScriptLine[], language: Language, strong: boolean): Paragraph[] {
  return lines.flatMap((segments) =>
    segments.map((segment, index) => {
      const runs = segmentRuns(segment, language);
      if (strong) runs[0] = new TextRun({ text: xmlText(segment), bold: true, language: { value: WORD_LANGUAGE[language] } });
      return new Paragraph({ children: runs, spacing: { after: index === segments.length - 1 ? 120 : 0 } });
    }),
  );
}

/** A verse's segments in italics, its number as a real superscript before the first (as the sermon's Word file). */
function verseParagraphs(verses: readonly ScriptVerse[], language: Language): Paragraph[] {
  const lang = { value: WORD_LANGUAGE[language] };
  return verses.flatMap((verse) =>
    verse.segments.map(
      (segment, index) =>
        new Paragraph({
          indent: { left: 113 },
          border: { left: { style: BorderStyle.SINGLE, size: 12, color: GOLD, space: 4 } },
          spacing: { after: index === verse.segments.length - 1 ? 120 : 0 },
          children: [
            ...(index === 0 && verse.number ? [new TextRun({ text: verse.number, superScript: true, bold: true, language: lang })] : []),
            new TextRun({ text: xmlText(segment), italics: true, language: lang }),
            new TextRun({ text: ` ${PAUSE_MARK}`, bold: true, color: GREY, language: lang }),
          ],
        }),
    ),
  );
}

function cellParagraphs(row: ScriptRow, side: 0 | 1, language: Language): Paragraph[] {
  switch (row.kind) {
    case 'lines':
      return lineParagraphs(row.cells[side], language, row.strong ?? false);
    case 'reference':
      return [new Paragraph({ children: [new TextRun({ text: xmlText(row.cells[side]), bold: true, language: { value: WORD_LANGUAGE[language] } })] })];
    case 'verses':
      return verseParagraphs(row.cells[side], language);
  }
}

function cell(children: Paragraph[], shaded = false): TableCell {
  // A cell must hold a paragraph, even an empty one (the side with nothing here).
  return new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(shaded ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F3F0E6' } } : {}),
    children: children.length > 0 ? children : [new Paragraph('')],
  });
}

// A row up to this many characters a side is kept on one page; a longer one (a 20,000-character
// run) may break, as a row taller than a page must.
const KEEP_WHOLE = 1200;

const rowLength = (row: ScriptRow, side: 0 | 1) =>
  row.kind === 'reference' ? row.cells[side].length : row.kind === 'lines' ? row.cells[side].flat().join(' ').length : row.cells[side].map((verse) => verse.text).join(' ').length;

const pairRow = (cells: Pair<Paragraph[]>, options: { shaded?: boolean; header?: boolean; whole?: boolean } = {}) =>
  new TableRow({ ...(options.header ? { tableHeader: true } : {}), cantSplit: options.whole ?? true, children: cells.map((children) => cell(children, options.shaded)) });

/**
 * The interpreter's script as a Word document: a title, how to read it, what was left out, and a
 * two-column table — the preacher's language on the left, the interpreter's on the right, the
 * header repeated on every page — with a row for each section's heading, each sentence (one
 * paragraph per segment, a pause mark after each) and each verse in both Bibles. The frame's
 * words are in the preacher's language (`t` reads that language's catalog), like every export of the sermon.
 */
export function interpreterScriptDocx(script: InterpreterScript, fallbackTitle: string, t: ScriptT): Document {
  const [preacher, interpreter] = script.languages;
  const title = script.titles[0].map((segments) => segments.join(' ')).join(' ') || fallbackTitle;
  const twinTitle = script.titles[1].map((segments) => segments.join(' ')).join(' ');
  // A heading stays with the row under it (keepNext), so a section never starts at a page's foot.
  const heading = (text: string, language: Language) => new Paragraph({ keepNext: true, children: [new TextRun({ text: xmlText(text), bold: true, color: '1E3A5F', language: { value: WORD_LANGUAGE[language] } })] });

  const rows: TableRow[] = [
    pairRow([[heading(t('interpreter.preacher', { language: t(`twin.language_${preacher}`) }), preacher)], [heading(t('interpreter.interpreter', { language: t(`twin.language_${interpreter}`) }), preacher)]], { header: true, shaded: true }),
  ];
  if (script.titles[0].length + script.titles[1].length > 0) {
    rows.push(pairRow([lineParagraphs(script.titles[0], preacher, true), lineParagraphs(script.titles[1], interpreter, true)]));
  }
  for (const section of script.sections) {
    rows.push(pairRow([[heading(section.headings[0], preacher)], [heading(section.headings[1], interpreter)]], { shaded: true }));
    for (const row of section.rows) rows.push(pairRow([cellParagraphs(row, 0, preacher), cellParagraphs(row, 1, interpreter)], { whole: Math.max(rowLength(row, 0), rowLength(row, 1)) <= KEEP_WHOLE }));
  }

  const notes = script.notes.map((note) => new Paragraph({ text: xmlText(scriptNote(t, note)), bullet: { level: 0 } }));
  return new Document({
    title: xmlText(`${t('interpreter.heading')}: ${title}`),
    creator: 'Apostolic Sermon Studio',
    styles: { default: { document: { run: { font: 'Georgia', size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 850, bottom: 850, left: 850, right: 850 } } },
        children: [
          new Paragraph({ text: xmlText(t('interpreter.heading')), heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: xmlText(title), heading: HeadingLevel.TITLE }),
          ...(twinTitle ? [new Paragraph({ children: [new TextRun({ text: xmlText(twinTitle), italics: true, language: { value: WORD_LANGUAGE[interpreter] } })] })] : []),
          new Paragraph({ text: xmlText(t('interpreter.howTo')), spacing: { before: 120, after: 120 } }),
          ...(notes.length > 0 ? [new Paragraph({ text: xmlText(t('interpreter.notesHeading')), heading: HeadingLevel.HEADING_3 }), ...notes] : []),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: { top: RULE, bottom: RULE, left: RULE, right: RULE, insideHorizontal: RULE, insideVertical: RULE },
            rows,
          }),
        ],
      },
    ],
  });
}

/** The .docx file as a Blob, for the browser's download. */
export function interpreterScriptDocxBlob(script: InterpreterScript, fallbackTitle: string, t: ScriptT): Promise<Blob> {
  return Packer.toBlob(interpreterScriptDocx(script, fallbackTitle, t));
}

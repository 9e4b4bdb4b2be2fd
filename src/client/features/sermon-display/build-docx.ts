import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { withoutControlCharacters as xmlText } from '#shared/plain-text.ts';
import { renderSermonBlocks, type RenderOptions } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import type { NumberedVerse } from '#shared/verse-starts.ts';

// Passages set apart: indented, with a gold rule on the left, in italics (as on the page).
const passageStyle = {
  indent: { left: 567 },
  border: { left: { style: BorderStyle.SINGLE, size: 18, color: 'C9A227', space: 8 } },
  spacing: { before: 120, after: 120 },
} as const;

/**
 * A passage's words in italics; one of several verses with each verse's number before it as a
 * real superscript (issue 26). The numbers are runs of their own, never part of the words.
 */
function passageRuns(block: { text: string; verses?: readonly NumberedVerse[] }): TextRun[] {
  if (!block.verses) return [new TextRun({ text: block.text, italics: true })];
  return block.verses.flatMap((verse, index) => [
    new TextRun({ text: verse.number, superScript: true, bold: true }),
    new TextRun({ text: `${xmlText(verse.text)}${index < block.verses!.length - 1 ? ' ' : ''}`, italics: true }),
  ]);
}

/**
 * The whole sermon as a Word document, from its rendered blocks (product §2 Sermon display):
 * the title as Title, sections as Heading 1, each point as Heading 2, passages set apart. Loaded
 * only when the pastor asks for the file, so `docx` stays out of the first download.
 */
export function sermonDocx(document: SermonDocument, options: RenderOptions = {}): Document {
  const children: Paragraph[] = [];
  // Every text goes into XML, which allows no control character but tab and newline: a sermon
  // saved before the API removed them still makes a file Word opens (decision 0025).
  for (const rendered of renderSermonBlocks(document, options)) {
    const block = Object.fromEntries(Object.entries(rendered).map(([key, value]) => [key, typeof value === 'string' ? xmlText(value) : value])) as typeof rendered;
    if (block.type === 'title') children.push(new Paragraph({ text: block.text, heading: HeadingLevel.TITLE }));
    else if (block.type === 'main-passage') {
      if (block.reference) children.push(new Paragraph({ ...passageStyle, children: [new TextRun({ text: block.reference, bold: true })] }));
      if (block.text) children.push(new Paragraph({ ...passageStyle, children: passageRuns(block) }));
    } else if (block.type === 'section-heading') children.push(new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 }));
    else if (block.type === 'point-heading') children.push(new Paragraph({ text: block.text ? `${block.label}: ${block.text}` : block.label, heading: HeadingLevel.HEADING_2 }));
    else if (block.type === 'passage') {
      children.push(new Paragraph({ ...passageStyle, children: [new TextRun({ text: block.reference, bold: true }), new TextRun({ text: ` — ${block.marks.open}`, italics: true }), ...passageRuns(block), new TextRun({ text: block.marks.close, italics: true })] }));
    } else children.push(new Paragraph({ text: block.text, alignment: AlignmentType.LEFT, spacing: { after: 160 } }));
  }
  return new Document({
    title: xmlText(document.title),
    creator: 'Apostolic Sermon Studio',
    styles: { default: { document: { run: { font: 'Georgia', size: 24 } } } },
    sections: [{ properties: {}, children }],
  });
}

/** The .docx file's bytes, as a Blob for the browser's download. */
export function sermonDocxBlob(document: SermonDocument, options: RenderOptions = {}): Promise<Blob> {
  return Packer.toBlob(sermonDocx(document, options));
}

import { quoteMarks, type QuoteMarks } from './quote-marks.ts';
import type { SermonDocument, SermonPassage } from './sermon-document.ts';
import { passageLabel } from './passage-label.ts';
import { sermonHeadings } from './sermon-headings.ts';
import { numberedVerses, type NumberedVerse } from './verse-starts.ts';

/** The parts of a sermon that hold prose; the points are numbered 1…n. */
export type SermonSection = 'introduction' | 'points' | 'illustrations' | 'conclusion' | 'notes';

/**
 * A sermon, rendered once into the ordered blocks that the view, copy, PDF and every export lay
 * out in their own medium. Headings are already in the sermon's language; a passage's `marks` are
 * the quotation marks of the sermon's language (“…” or «…»), around its verse text wherever it is quoted.
 */
export type SermonBlock =
  | { type: 'title'; text: string }
  /**
   * The main passage: its reference (with a note when only part of it is shown), and its Bible text
   * ('' when unknown). A passage of several verses also has them one by one, each with its number
   * (`verses`, presentation only: the words are `text`'s own).
   */
  | { type: 'main-passage'; label: string; reference: string; text: string; marks: QuoteMarks; verses?: NumberedVerse[] }
  | { type: 'section-heading'; section: SermonSection; text: string }
  /** A point opens: its number's label ("Point 1") and its heading. */
  | { type: 'point-heading'; point: number; label: string; text: string }
  | { type: 'passage'; point: number; reference: string; text: string; marks: QuoteMarks; verses?: NumberedVerse[] }
  /** One paragraph of prose; `point` is set inside a point (its explanation or application). */
  | { type: 'paragraph'; section: SermonSection; point?: number; text: string };

export interface RenderOptions {
  /** The preacher's private notes are left out unless asked for (an export of one's own notes). */
  includeNotes?: boolean;
}

/** Prose is written as paragraphs, one per line; blank lines are dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A passage's verses with their numbers, when it has several (set only then, so a one-verse block stays as it was). */
function versesOf(passage: SermonPassage): { verses?: NumberedVerse[] } {
  const verses = numberedVerses(passage);
  return verses ? { verses } : {};
}

/**
 * Title, main passage, Introduction, Main Points (each: Point N, heading, passage, explanation,
 * application), Illustrations and Conclusion when they have words, and the notes when asked for.
 */
export function renderSermonBlocks(document: SermonDocument, options: RenderOptions = {}): SermonBlock[] {
  const headings = sermonHeadings(document.language);
  const blocks: SermonBlock[] = [{ type: 'title', text: document.title.trim() }];
  const reference = document.mainPassage.reference.trim() ? passageLabel({ ...document.mainPassage, reference: document.mainPassage.reference.trim() }, document.language) : '';
  const passageText = document.mainPassage.text.trim();
  if (reference || passageText) blocks.push({ type: 'main-passage', label: headings.mainScripture, reference, text: passageText, marks: quoteMarks(document.language), ...versesOf(document.mainPassage) });

  const prose = (section: SermonSection, text: string, point?: number) => {
    for (const paragraph of paragraphsOf(text)) blocks.push(point === undefined ? { type: 'paragraph', section, text: paragraph } : { type: 'paragraph', section, point, text: paragraph });
  };

  blocks.push({ type: 'section-heading', section: 'introduction', text: headings.introduction });
  prose('introduction', document.introduction);

  blocks.push({ type: 'section-heading', section: 'points', text: headings.mainPoints });
  document.points.forEach((point, index) => {
    const number = index + 1;
    blocks.push({ type: 'point-heading', point: number, label: headings.point(number), text: point.heading.trim() });
    if (point.passage) blocks.push({ type: 'passage', point: number, reference: passageLabel({ ...point.passage, reference: point.passage.reference.trim() }, document.language), text: point.passage.text.trim(), marks: quoteMarks(document.language), ...versesOf(point.passage) });
    prose('points', point.explanation, number);
    prose('points', point.application, number);
  });

  for (const section of ['illustrations', 'conclusion', ...(options.includeNotes ? (['notes'] as const) : [])] as const) {
    if (paragraphsOf(document[section]).length === 0) continue;
    blocks.push({ type: 'section-heading', section, text: headings[section] });
    prose(section, document[section]);
  }
  return blocks;
}

import type { Language } from '#shared/languages.ts';
import { passageLabel } from '#shared/passage-label.ts';
import { paragraphsOf } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { sermonHeadings } from '#shared/sermon-headings.ts';
import { passageVerses } from './pack/split-passage.ts';
import { segmentsOf, splitSentences } from './split-sentences.ts';

/**
 * The interpreter's script (issue 27 item 3): the preacher's sermon and its twin, row by row, so an
 * interpreter can follow a preacher who pauses after every sentence. Section by section (title,
 * main passage, introduction, each point, illustrations, conclusion), then sentence by sentence
 * within a section, each sentence in short segments (a pause after each); every passage in both
 * Bibles, verse by verse, with the words the documents carry. Nothing is dropped: where the two
 * sides have a different number of sentences (or verses), rows pair them by place and the last row
 * holds the rest. The private notes are never part of it.
 */

/** The pause mark after every segment, on the page and in the Word file. */
export const PAUSE_MARK = '‖';

/** One sentence as the script shows it: its segments, in order (a pause after each). */
export type ScriptLine = string[];

/** One verse: its number as printed ("5", "4:1"; null for a passage shown as one text), its words, and its segments. */
export interface ScriptVerse {
  number: string | null;
  text: string;
  segments: string[];
}

/** The preacher's side first, the interpreter's second. */
export type Pair<T> = [T, T];

export type ScriptRow =
  /** Sentences of prose; `strong` for a point's heading. Usually one sentence per side; the last row of a section may hold more. */
  | { kind: 'lines'; strong?: boolean; cells: Pair<ScriptLine[]> }
  /** A passage's reference as each Bible gives it. */
  | { kind: 'reference'; cells: Pair<string> }
  /** A verse in each Bible (the last row of a passage the two number differently may hold more). */
  | { kind: 'verses'; cells: Pair<ScriptVerse[]> };

export interface ScriptSection {
  id: string;
  /** The section's heading in each sermon's language ("Introduction" / "Introducción"). */
  headings: Pair<string>;
  rows: ScriptRow[];
}

export type ScriptNote = { language: Language } & (
  | { kind: 'title-missing' }
  | { kind: 'section-empty'; section: 'main-passage' | 'introduction' | 'illustrations' | 'conclusion' }
  | { kind: 'point-missing'; point: number }
  | { kind: 'point-without-passage'; point: number }
  | { kind: 'verses-not-quoted'; reference: string; shown: string }
  | { kind: 'verses-numbered-differently'; reference: string; otherReference: string }
);

export interface InterpreterScript {
  languages: Pair<Language>;
  titles: Pair<ScriptLine[]>;
  sections: ScriptSection[];
  /** What either side lacks, and where the two are paired by place: every export says so. */
  notes: ScriptNote[];
}

/**
 * Two lists paired by place: one pair per item while both have one; the last pair holds the rest
 * of the longer (or everything, when one side has none). Empty when both are.
 */
export function pairByPlace<T>(left: readonly T[], right: readonly T[]): Pair<T[]>[] {
  const shared = Math.min(left.length, right.length);
  if (shared === 0) return left.length + right.length === 0 ? [] : [[[...left], [...right]]];
  const pairs: Pair<T[]>[] = [];
  for (let index = 0; index < shared - 1; index += 1) pairs.push([[left[index]!], [right[index]!]]);
  pairs.push([left.slice(shared - 1), right.slice(shared - 1)]);
  return pairs;
}

/** A text's sentences (paragraph by paragraph), each in segments. */
function linesOf(text: string): ScriptLine[] {
  return paragraphsOf(text)
    .flatMap((paragraph) => splitSentences(paragraph))
    .map((sentence) => segmentsOf(sentence))
    .filter((segments) => segments.length > 0);
}

function lineRows(texts: Pair<string>, strong = false): ScriptRow[] {
  return pairByPlace(linesOf(texts[0]), linesOf(texts[1])).map((cells) => ({ kind: 'lines', ...(strong ? { strong } : {}), cells }));
}

const hasPassage = (passage: SermonPassage | null | undefined): passage is SermonPassage => !!passage && (passage.reference.trim() !== '' || passage.text.trim() !== '');

/** A passage's verses with their segments; a verse whose segments would not give it back exactly is kept whole. */
function scriptVerses(passage: SermonPassage): ScriptVerse[] {
  return passageVerses(passage).map(({ number, text }) => {
    const segments = segmentsOf(text);
    return { number, text, segments: segments.join(' ') === text ? segments : [text] };
  });
}

const label = (passage: SermonPassage, language: Language) => (passage.reference.trim() ? passageLabel({ ...passage, reference: passage.reference.trim() }, language) : '');

/**
 * The rows of a passage in both Bibles: the references, then verse by verse. Notes the verses a
 * sermon does not quote, and a passage the two Bibles number differently.
 */
function passageRows(passages: Pair<SermonPassage | null>, languages: Pair<Language>, notes: ScriptNote[]): ScriptRow[] {
  if (!hasPassage(passages[0]) && !hasPassage(passages[1])) return [];
  const [left, right] = passages.map((passage) => (hasPassage(passage) ? scriptVerses(passage) : [])) as Pair<ScriptVerse[]>;
  passages.forEach((passage, side) => {
    if (hasPassage(passage) && passage.shown) notes.push({ language: languages[side]!, kind: 'verses-not-quoted', reference: passage.reference.trim(), shown: passage.shown });
  });
  if (left.length > 0 && right.length > 0 && left.length !== right.length) {
    notes.push({ language: languages[0], kind: 'verses-numbered-differently', reference: label(passages[0]!, languages[0]), otherReference: label(passages[1]!, languages[1]) });
  }
  const references: Pair<string> = [hasPassage(passages[0]) ? label(passages[0], languages[0]) : '', hasPassage(passages[1]) ? label(passages[1], languages[1]) : ''];
  return [{ kind: 'reference', cells: references }, ...pairByPlace(left, right).map((cells): ScriptRow => ({ kind: 'verses', cells }))];
}

/** The interpreter's script of a sermon (the preacher's) and its twin (the interpreter's). */
export function planInterpreterScript(preacher: SermonDocument, interpreter: SermonDocument): InterpreterScript {
  const documents: Pair<SermonDocument> = [preacher, interpreter];
  const languages: Pair<Language> = [preacher.language, interpreter.language];
  const headings = languages.map((language) => sermonHeadings(language)) as Pair<ReturnType<typeof sermonHeadings>>;
  const both = <T>(pick: (document: SermonDocument, side: number) => T): Pair<T> => [pick(preacher, 0), pick(interpreter, 1)];
  const notes: ScriptNote[] = [];
  const sections: ScriptSection[] = [];

  documents.forEach((document, side) => {
    if (document.title.trim() === '') notes.push({ language: languages[side]!, kind: 'title-missing' });
  });

  const main = both((document) => document.mainPassage);
  main.forEach((passage, side) => {
    if (!hasPassage(passage)) notes.push({ language: languages[side]!, kind: 'section-empty', section: 'main-passage' });
  });
  const mainRows = passageRows(main, languages, notes);
  if (mainRows.length > 0) sections.push({ id: 'main-passage', headings: both((_, side) => headings[side]!.mainScripture), rows: mainRows });

  const prose = (section: 'introduction' | 'illustrations' | 'conclusion') => {
    const texts = both((document) => document[section]);
    texts.forEach((text, side) => {
      if (paragraphsOf(text).length === 0) notes.push({ language: languages[side]!, kind: 'section-empty', section });
    });
    const rows = lineRows(texts);
    if (rows.length > 0) sections.push({ id: section, headings: both((_, side) => headings[side]![section]), rows });
  };

  prose('introduction');
  // Points are paired by place: the twin keeps the original's outline (decision 0032).
  const pointCount = Math.max(preacher.points.length, interpreter.points.length);
  for (let index = 0; index < pointCount; index += 1) {
    const number = index + 1;
    const points = both((document) => document.points[index] ?? null);
    points.forEach((point, side) => {
      const language = languages[side]!;
      if (!point) notes.push({ language, kind: 'point-missing', point: number });
      else if (!hasPassage(point.passage)) notes.push({ language, kind: 'point-without-passage', point: number });
    });
    const text = (pick: (point: NonNullable<(typeof points)[number]>) => string): Pair<string> => [points[0] ? pick(points[0]) : '', points[1] ? pick(points[1]) : ''];
    sections.push({
      id: `point-${number}`,
      headings: both((_, side) => headings[side]!.point(number)),
      rows: [
        ...lineRows(text((point) => point.heading), true),
        ...passageRows([points[0]?.passage ?? null, points[1]?.passage ?? null], languages, notes),
        ...lineRows(text((point) => point.explanation)),
        ...lineRows(text((point) => point.application)),
      ],
    });
  }
  prose('illustrations');
  prose('conclusion');

  return { languages, titles: both((document) => linesOf(document.title)), sections, notes };
}

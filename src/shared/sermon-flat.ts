import type { Language } from './languages.ts';
import { passageLabel } from './passage-label.ts';
import { quoted } from './quote-marks.ts';
import type { SermonDocument, SermonPassage, SermonPoint } from './sermon-document.ts';

/** product §3: the sermon in the spec's flat shape, derived from the document (flatSermon below). */
interface SermonContent {
  title: string;
  mainScripture: string;
  introduction: string;
  points: string[];
  illustrations: string;
  conclusion: string;
}

/** How a passage is written on one line, with its language's marks: `John 3:5 — “Except a man be born…”`, `Juan 3:5 — «El que no naciere…»`. */
export function passageLine(passage: { reference: string; text: string }, language: Language): string {
  return `${passage.reference} — ${quoted(passage.text, language)}`;
}

/**
 * A point as the spec's flat `points: string[]` holds it: heading, passage line, explanation and
 * application on their own lines, empty parts left out. Only API answers use this; nothing reads
 * a point back from it.
 */
function flatPoint(point: SermonPoint, language: Language): string {
  return [point.heading, point.passage ? passageLine({ reference: passageLabel(point.passage, language), text: point.passage.text }, language) : '', point.explanation, point.application].filter((part) => part !== '').join('\n');
}

/** Every passage the sermon quotes, main passage first, each reference once. */
export function quotedPassages(document: Pick<SermonDocument, 'mainPassage' | 'points'>): SermonPassage[] {
  const all = [document.mainPassage, ...document.points.flatMap((point) => (point.passage ? [point.passage] : []))];
  const byReference = new Map<string, SermonPassage>();
  for (const passage of all) if (passage.reference !== '' && !byReference.has(passage.reference)) byReference.set(passage.reference, passage.shown ? { reference: passage.reference, text: passage.text, shown: passage.shown } : { reference: passage.reference, text: passage.text });
  return [...byReference.values()];
}

/** The spec's flat shape (product §3) and the quoted passages, derived from the document: the one place that does it. */
export function flatSermon(document: SermonDocument): SermonContent & { verses: SermonPassage[] } {
  return {
    title: document.title,
    mainScripture: document.mainPassage.reference,
    introduction: document.introduction,
    points: document.points.map((point) => flatPoint(point, document.language)),
    illustrations: document.illustrations,
    conclusion: document.conclusion,
    verses: quotedPassages(document),
  };
}

import type { Language } from '#shared/languages.ts';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { verseStartsOf } from '#shared/verse-starts.ts';
import { quoteReference } from './quote-reference.ts';

/**
 * A passage with where each of its verses begins (issue 26: a passage of several verses is shown
 * with its verse numbers), found again in the Bible data by its reference. Only when those verses,
 * joined as every passage is, are exactly the words the sermon holds: otherwise, and for one verse,
 * the passage as it is. Whatever starts it came with are dropped first: they are never taken from
 * a client.
 */
export function withPassageVerseStarts(passage: SermonPassage, language: Language): SermonPassage {
  const { verseStarts: _given, ...plain } = passage;
  const reference = plain.reference.trim();
  if (reference === '') return plain;
  const quoted = quoteReference(reference, language);
  if (!quoted || quoted.verses.length < 2 || quoted.text !== plain.text) return plain;
  return { ...plain, verseStarts: verseStartsOf(quoted.verses) };
}

/**
 * The document as the API answers it: every passage with its verse starts. They are worked out
 * on the way out (about 12 µs a passage), never stored, so every sermon ever saved gets them and
 * the stored document stays the words alone.
 */
export function withVerseStarts(document: SermonDocument): SermonDocument {
  const { language } = document;
  return {
    ...document,
    mainPassage: withPassageVerseStarts(document.mainPassage, language),
    points: document.points.map((point) => (point.passage ? { ...point, passage: withPassageVerseStarts(point.passage, language) } : point)),
  };
}

import type { Language } from '#shared/languages.ts';
import { passageLabel } from '#shared/passage-label.ts';
import type { SermonPassage } from '#shared/sermon-document.ts';
import type { PassageVerse } from './split-passage.ts';

// "Luke 15:11-32", "Salmo 23", "1 Juan 4:9": the book, then the chapter and verses.
const BOOK_AND_PLACE = /^(.*\S)\s+\d+(?::\d+)?(?:\s*[-–]\s*\d+(?::\d+)?)?$/u;

/**
 * The reference of the verses one slide or page shows ("Luke 15:11-13", "Juan 3:16", "Romans
 * 7:25-8:2"): the passage's own book with the first and last verse shown. A passage of one verse,
 * or one whose reference is not a single range, keeps its label as the sermon shows it.
 */
export function versesLabel(passage: Pick<SermonPassage, 'reference' | 'shown'>, language: Language, first: PassageVerse, last: PassageVerse): string {
  const reference = passage.reference.trim();
  const book = BOOK_AND_PLACE.exec(reference)?.[1];
  if (!book || first.chapter === null || first.verse === null || last.chapter === null || last.verse === null) return passageLabel({ ...passage, reference }, language);
  if (first.chapter !== last.chapter) return `${book} ${first.chapter}:${first.verse}-${last.chapter}:${last.verse}`;
  return first.verse === last.verse ? `${book} ${first.chapter}:${first.verse}` : `${book} ${first.chapter}:${first.verse}-${last.verse}`;
}

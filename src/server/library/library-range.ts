import { LIBRARY_RANGE } from '#shared/library-schema.ts';
import type { BibleText } from '../bible/bible-text.ts';
import { OSIS_BOOKS } from '../bible/osis-books.ts';

/** A range of the library ("John 3:1-21", "Gen 1:1-2:3") read into numbers. KJV numbering. */
export interface LibraryRange {
  book: string;
  start: { chapter: number; verse: number };
  end: { chapter: number; verse: number };
}

const BOOK_IDS = new Set<string>(OSIS_BOOKS.map((book) => book.id));
const BOOK_ORDER = new Map<string, number>(OSIS_BOOKS.map((book, index) => [book.id, index]));

/** The range, or null when it is not one (unknown book, end before start). */
export function readLibraryRange(text: string): LibraryRange | null {
  const match = LIBRARY_RANGE.exec(text);
  if (!match || !BOOK_IDS.has(match[1]!)) return null;
  const chapter = Number(match[2]);
  const verse = Number(match[3]);
  const endChapter = match[4] ? Number(match[4]) : chapter;
  const endVerse = match[5] ? Number(match[5]) : verse;
  if (endChapter < chapter || (endChapter === chapter && endVerse < verse)) return null;
  return { book: match[1]!, start: { chapter, verse }, end: { chapter: endChapter, verse: endVerse } };
}

/** A verse's place in the whole Bible, for ordering and containment: book, chapter, verse. */
function verseKey(book: string, chapter: number, verse: number): number {
  return (BOOK_ORDER.get(book) ?? 99) * 1_000_000 + chapter * 1000 + verse;
}

export const rangeStartKey = (range: LibraryRange) => verseKey(range.book, range.start.chapter, range.start.verse);
export const rangeEndKey = (range: LibraryRange) => verseKey(range.book, range.end.chapter, range.end.verse);

/** True when `inner` lies wholly inside `outer`. */
export function rangeContains(outer: LibraryRange, inner: LibraryRange): boolean {
  return rangeStartKey(inner) >= rangeStartKey(outer) && rangeEndKey(inner) <= rangeEndKey(outer);
}

/** The verses of a range that this Bible has, in order ([] when the range leaves the book). */
export function versesOf(bible: BibleText, range: LibraryRange): Array<{ chapter: number; verse: number; text: string }> {
  const verses: Array<{ chapter: number; verse: number; text: string }> = [];
  const lastChapter = Math.min(range.end.chapter, bible.chapterCount(range.book));
  for (let chapter = range.start.chapter; chapter <= lastChapter; chapter++) {
    const count = bible.verseCount(range.book, chapter);
    const first = chapter === range.start.chapter ? range.start.verse : 1;
    const last = chapter === range.end.chapter ? Math.min(range.end.verse, count) : count;
    for (let verse = first; verse <= last; verse++) {
      const text = bible.verse(range.book, chapter, verse);
      if (text) verses.push({ chapter, verse, text });
    }
  }
  return verses;
}

/**
 * Problems with a range in one Bible: its first verse must be there, and it must hold at least one
 * verse. Its last verse must be in the KJV; the RV1909 folds 18 KJV verses into their neighbours
 * (Jonah 1:17 into 1:16, Job 40:20-24 into 40:19), so a range may end on a verse it lacks.
 */
export function rangeProblem(bible: BibleText, range: LibraryRange): string | null {
  const { book, start, end } = range;
  if (!bible.verse(book, start.chapter, start.verse)) return `${bible.id} has no ${book} ${start.chapter}:${start.verse}`;
  if (end.chapter > bible.chapterCount(book)) return `${bible.id} has no chapter ${book} ${end.chapter}`;
  const endCount = bible.verseCount(book, end.chapter);
  if (end.verse > endCount && bible.id === 'KJV') return `${bible.id} has no ${book} ${end.chapter}:${end.verse}`;
  return versesOf(bible, range).length > 0 ? null : `${bible.id} has no verse in ${book} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
}

/** "John 3:1-21", "Gen 1:1-2:3", "Ps 23:1": the library's form of a range. */
export function formatLibraryRange(range: LibraryRange): string {
  const { book, start, end } = range;
  if (start.chapter === end.chapter && start.verse === end.verse) return `${book} ${start.chapter}:${start.verse}`;
  if (start.chapter === end.chapter) return `${book} ${start.chapter}:${start.verse}-${end.verse}`;
  return `${book} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
}

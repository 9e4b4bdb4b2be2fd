import type { BibleText } from './bible-text.ts';
import type { PassageRange } from './parse-references.ts';

export interface ResolvedVerse {
  chapter: number;
  verse: number;
  text: string;
}

export interface ResolvedPassage {
  /** "Juan 3:16-18", "Psalms 23", in the Bible's language. */
  reference: string;
  book: string;
  verses: ResolvedVerse[];
}

/** The longest passage one lookup returns (a few chapters): longer ranges are refused. */
export const MAX_PASSAGE_VERSES = 200;

/**
 * The verses of a parsed range that really exist in this Bible, or null when any part of it does
 * not (a chapter or verse past the end, a verse slot empty in this translation). Nothing is
 * shown as Scripture unless its text is in the data.
 */
export function resolvePassage(bible: BibleText, range: PassageRange): ResolvedPassage | null {
  const { start, end } = range;
  const book = start.book;
  const name = bible.bookName(book);
  if (!name || end.book !== book) return null;
  if (end.chapter < start.chapter || start.chapter < 1 || end.chapter > bible.chapterCount(book)) return null;
  const firstVerse = start.verse ?? 1;
  const lastVerse = end.verse ?? bible.verseCount(book, end.chapter);
  if (start.chapter === end.chapter && lastVerse < firstVerse) return null;

  const verses: ResolvedVerse[] = [];
  for (let chapter = start.chapter; chapter <= end.chapter; chapter++) {
    const from = chapter === start.chapter ? firstVerse : 1;
    const to = chapter === end.chapter ? lastVerse : bible.verseCount(book, chapter);
    if (from < 1 || to > bible.verseCount(book, chapter)) return null;
    for (let verse = from; verse <= to; verse++) {
      const text = bible.verse(book, chapter, verse);
      // An empty slot inside a chapter range is skipped (Jonah 1:17 in the RV1909); one asked for by
      // number is a verse that does not exist in this translation.
      if (!text) {
        if (start.verse !== undefined && (verse === firstVerse || verse === lastVerse)) return null;
        continue;
      }
      verses.push({ chapter, verse, text });
      if (verses.length > MAX_PASSAGE_VERSES) return null;
    }
  }
  if (verses.length === 0) return null;
  return { reference: formatReference(name, range, lastVerse), book, verses };
}

function formatReference(name: string, { start, end }: PassageRange, lastVerse: number): string {
  if (start.verse === undefined) return start.chapter === end.chapter ? `${name} ${start.chapter}` : `${name} ${start.chapter}-${end.chapter}`;
  if (start.chapter === end.chapter) return start.verse === lastVerse ? `${name} ${start.chapter}:${start.verse}` : `${name} ${start.chapter}:${start.verse}-${lastVerse}`;
  return `${name} ${start.chapter}:${start.verse}-${end.chapter}:${lastVerse}`;
}

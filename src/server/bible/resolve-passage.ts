import type { BibleText } from './bible-text.ts';
import type { PassageRange } from './parse-references.ts';

export interface ResolvedVerse {
  chapter: number;
  verse: number;
  text: string;
  /** Printed above the verse, not part of it: a psalm's title ("Salmo de David."), a stanza letter. */
  heading?: string;
}

interface ResolvedPassage {
  /** "Juan 3:16-18", "Psalm 23", "Salmo 23", in the Bible's language, as preachers write it. */
  reference: string;
  book: string;
  verses: ResolvedVerse[];
}

/** The longest passage one lookup returns (a few chapters): longer ranges are refused. */
const MAX_PASSAGE_VERSES = 200;

/**
 * The verses of a parsed range that really exist in this Bible, or null when any part of it does
 * not (a chapter or verse past the end, a verse slot empty in this translation). Nothing is
 * shown as Scripture unless its text is in the data.
 */
export function resolvePassage(bible: BibleText, range: PassageRange): ResolvedPassage | null {
  const { start, end } = range;
  const book = start.book;
  if (!bible.bookName(book) || end.book !== book) return null;
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
      const heading = bible.heading(book, chapter, verse);
      verses.push(heading ? { chapter, verse, text, heading } : { chapter, verse, text });
      if (verses.length > MAX_PASSAGE_VERSES) return null;
    }
  }
  if (verses.length === 0) return null;
  return { reference: formatReference(referenceBookName(bible, book, range), range, lastVerse), book, verses };
}

/**
 * The book's name as a reference writes it. One psalm is "Psalm 23" / "Psalm 23:1-3" in English;
 * in Spanish a whole psalm is "Salmo 23", as the RV1909 heads each psalm, and its verses are cited
 * by the book, "Salmos 23:1-3". Several psalms are "Psalms 23-24" / "Salmos 23-24" (decision 0014).
 */
function referenceBookName(bible: BibleText, book: string, { start, end }: PassageRange): string {
  const name = bible.bookName(book)!;
  if (book !== 'Ps' || start.chapter !== end.chapter) return name;
  if (bible.language === 'en') return 'Psalm';
  return start.verse === undefined ? 'Salmo' : name;
}

function formatReference(name: string, { start, end }: PassageRange, lastVerse: number): string {
  if (start.verse === undefined) return start.chapter === end.chapter ? `${name} ${start.chapter}` : `${name} ${start.chapter}-${end.chapter}`;
  if (start.chapter === end.chapter) return start.verse === lastVerse ? `${name} ${start.chapter}:${start.verse}` : `${name} ${start.chapter}:${start.verse}-${lastVerse}`;
  return `${name} ${start.chapter}:${start.verse}-${end.chapter}:${lastVerse}`;
}

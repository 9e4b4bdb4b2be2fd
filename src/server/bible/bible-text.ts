import fs from 'node:fs';
import type { Language } from '#shared/languages.ts';
import { projectPath } from '../project-paths.ts';
import { decodeBibleFile, type BibleFile, type BibleFileBook } from './bible-file.ts';

/** One public-domain translation, held in memory: book → chapter → verse text ('' = no verse). */
export interface BibleText {
  id: 'KJV' | 'RV1909';
  language: Language;
  bookName(osis: string): string | null;
  chapterCount(osis: string): number;
  verseCount(osis: string, chapter: number): number;
  verse(osis: string, chapter: number, verse: number): string | null;
  /** What a printed Bible shows above a verse, not part of it: a psalm's title, a Psalm 119 stanza letter (RV1909 only). */
  heading(osis: string, chapter: number, verse: number): string | null;
  totalVerses(): number;
}

/** The slot of a verse, or -1 when the chapter or verse is not in the book. */
function slotOf(book: BibleFileBook, chapter: number, verse: number): number {
  if (!Number.isInteger(chapter) || !Number.isInteger(verse) || chapter < 1 || verse < 1 || chapter >= book.chapterStarts.length) return -1;
  const slot = book.chapterStarts[chapter - 1]! + verse - 1;
  return slot < book.chapterStarts[chapter]! ? slot : -1;
}

function fromFile(file: BibleFile): BibleText {
  const { books } = file;
  let total: number | null = null;
  return {
    id: file.id,
    language: file.language,
    bookName: (osis) => books.get(osis)?.name ?? null,
    chapterCount: (osis) => (books.get(osis)?.chapterStarts.length ?? 1) - 1,
    verseCount: (osis, chapter) => {
      const book = books.get(osis);
      if (!book || !Number.isInteger(chapter) || chapter < 1 || chapter >= book.chapterStarts.length) return 0;
      return book.chapterStarts[chapter]! - book.chapterStarts[chapter - 1]!;
    },
    verse: (osis, chapter, verse) => {
      const book = books.get(osis);
      const slot = book ? slotOf(book, chapter, verse) : -1;
      return slot >= 0 && file.hasText(slot) ? file.slotText(slot) : null;
    },
    heading: (osis, chapter, verse) => books.get(osis)?.headings?.get(`${chapter}:${verse}`) ?? null,
    totalVerses: () => {
      if (total === null) {
        total = 0;
        for (let slot = 0; slot < file.slotCount; slot++) if (file.hasText(slot)) total++;
      }
      return total;
    },
  };
}

/** Where each translation is packed (scripts/import-bible.ts). */
export const BIBLE_FILES: Record<Language, string> = { en: 'data/bible/kjv.bin', es: 'data/bible/rv1909.bin' };

const loaded = new Map<Language, BibleText>();

/** The translation for a language, read once per process into one Buffer (about 4–5 MB each). */
export function bibleFor(language: Language): BibleText {
  let bible = loaded.get(language);
  if (!bible) {
    bible = fromFile(decodeBibleFile(fs.readFileSync(projectPath(BIBLE_FILES[language]))));
    loaded.set(language, bible);
  }
  return bible;
}

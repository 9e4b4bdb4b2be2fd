import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '#shared/languages.ts';
import { projectPath } from '../project-paths.ts';
import { OSIS_BOOKS } from './osis-books.ts';

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

/**
 * One book held compactly: its verses joined into one string, with where each verse slot ends.
 * An object and a string per verse (31,000 per translation, two translations) cost several MB
 * more than this and gave the garbage collector that much more to walk.
 */
interface CompactBook {
  name: string;
  text: string;
  /** Verse slot i is text.slice(ends[i - 1] ?? 0, ends[i]); an empty slot is a verse this translation lacks. */
  ends: Uint32Array;
  /** Chapter c's slots are chapterStarts[c - 1] … chapterStarts[c] - 1. */
  chapterStarts: Uint32Array;
  /** Headings by "chapter:verse" (124 psalm titles and 22 stanza letters in the whole RV1909). */
  headings?: Map<string, string>;
}

/** A heading above a verse, as the data stores it: [chapter, verse, text]. */
type StoredHeading = [chapter: number, verse: number, text: string];

function compactBook(name: string, chapters: Array<Array<string | undefined> | undefined>, headings?: StoredHeading[]): CompactBook {
  const chapterStarts = new Uint32Array(chapters.length + 1);
  let slots = 0;
  for (let c = 0; c < chapters.length; c++) {
    chapterStarts[c] = slots;
    slots += chapters[c]?.length ?? 0;
  }
  chapterStarts[chapters.length] = slots;
  const ends = new Uint32Array(slots);
  const parts: string[] = [];
  let length = 0;
  let slot = 0;
  for (const verses of chapters) {
    for (let v = 0; v < (verses?.length ?? 0); v++) {
      const text = verses![v] ?? '';
      parts.push(text);
      length += text.length;
      ends[slot++] = length;
    }
  }
  const book: CompactBook = { name, text: parts.join(''), ends, chapterStarts };
  if (headings?.length) book.headings = new Map(headings.map(([chapter, verse, text]) => [`${chapter}:${verse}`, text]));
  return book;
}

/** The slot of a verse, or -1 when the chapter or verse is not in the book. */
function slotOf(book: CompactBook, chapter: number, verse: number): number {
  if (!Number.isInteger(chapter) || !Number.isInteger(verse) || chapter < 1 || verse < 1 || chapter >= book.chapterStarts.length) return -1;
  const slot = book.chapterStarts[chapter - 1]! + verse - 1;
  return slot < book.chapterStarts[chapter]! ? slot : -1;
}

function fromChapters(id: BibleText['id'], language: Language, books: Map<string, CompactBook>): BibleText {
  let total: number | null = null;
  return {
    id,
    language,
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
      if (slot < 0) return null;
      const start = slot === 0 ? 0 : book!.ends[slot - 1]!;
      const end = book!.ends[slot]!;
      return end > start ? book!.text.slice(start, end) : null;
    },
    heading: (osis, chapter, verse) => books.get(osis)?.headings?.get(`${chapter}:${verse}`) ?? null,
    totalVerses: () => {
      if (total === null) {
        total = 0;
        for (const book of books.values()) book.ends.forEach((end, slot) => (total! += end > (slot === 0 ? 0 : book.ends[slot - 1]!) ? 1 : 0));
      }
      return total;
    },
  };
}

/** KJV text of the `kjv` package: '#' marks a paragraph and [brackets] the translators' italics. */
export function cleanKjvText(raw: string): string {
  return raw.replace(/^#\s*/, '').replace(/\[([^\]]*)\]/g, '$1').replace(/\s+/g, ' ').trim();
}

function loadKjv(): BibleText {
  const file = createRequire(import.meta.url).resolve('kjv/json/verses-1769.json');
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const books = new Map<string, { name: string; chapters: string[][] }>();
  const byKjvName = new Map<string, string>();
  for (const [key, text] of Object.entries(raw)) {
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) continue;
    const [, kjvName, chapter, verse] = match;
    // The package's book names are its own ("Solomon's Song", "Revelations"): map them by order.
    let osis = byKjvName.get(kjvName!);
    if (!osis) {
      osis = OSIS_BOOKS[byKjvName.size]!.id;
      byKjvName.set(kjvName!, osis);
      books.set(osis, { name: OSIS_BOOKS[byKjvName.size - 1]!.en, chapters: [] });
    }
    const verses = (books.get(osis)!.chapters[Number(chapter) - 1] ??= []);
    verses[Number(verse) - 1] = cleanKjvText(text);
  }
  return fromChapters('KJV', 'en', new Map([...books].map(([osis, book]) => [osis, compactBook(book.name, book.chapters)])));
}

function loadRv1909(): BibleText {
  const file = projectPath('data/bible/rv1909.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { books: Array<{ osis: string; name: string; chapters: string[][]; headings?: StoredHeading[] }> };
  return fromChapters('RV1909', 'es', new Map(data.books.map((book) => [book.osis, compactBook(book.name, book.chapters, book.headings)])));
}

const loaded = new Map<Language, BibleText>();

/** The translation for a language, loaded once per process (about 5 MB each). */
export function bibleFor(language: Language): BibleText {
  let bible = loaded.get(language);
  if (!bible) {
    bible = language === 'es' ? loadRv1909() : loadKjv();
    loaded.set(language, bible);
  }
  return bible;
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '#shared/languages.ts';
import { OSIS_BOOKS } from './osis-books.ts';

/** One public-domain translation, held in memory: book → chapter → verse text ('' = no verse). */
export interface BibleText {
  id: 'KJV' | 'RV1909';
  language: Language;
  bookName(osis: string): string | null;
  chapterCount(osis: string): number;
  verseCount(osis: string, chapter: number): number;
  verse(osis: string, chapter: number, verse: number): string | null;
  totalVerses(): number;
}

function fromChapters(id: BibleText['id'], language: Language, books: Map<string, { name: string; chapters: string[][] }>): BibleText {
  return {
    id,
    language,
    bookName: (osis) => books.get(osis)?.name ?? null,
    chapterCount: (osis) => books.get(osis)?.chapters.length ?? 0,
    verseCount: (osis, chapter) => books.get(osis)?.chapters[chapter - 1]?.length ?? 0,
    verse: (osis, chapter, verse) => books.get(osis)?.chapters[chapter - 1]?.[verse - 1] || null,
    totalVerses: () => [...books.values()].reduce((sum, book) => sum + book.chapters.reduce((n, verses) => n + verses.filter(Boolean).length, 0), 0),
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
  return fromChapters('KJV', 'en', books);
}

function loadRv1909(): BibleText {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/bible/rv1909.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { books: Array<{ osis: string; name: string; chapters: string[][] }> };
  return fromChapters('RV1909', 'es', new Map(data.books.map((book) => [book.osis, { name: book.name, chapters: book.chapters }])));
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

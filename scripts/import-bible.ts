// `npm run import:bible` — turns the Reina-Valera 1909 (public domain) from Debian's SWORD module
// `sword-text-sparv` into data/bible/rv1909.json, which is committed. Run it only to regenerate
// that file; the app never needs SWORD at run time.
//
//   apt-get install sword-text-sparv libsword-utils && npm run import:bible
//
// The module keeps the Spanish verse numbering inside KJV-shaped slots, leaving some slots empty
// (Jonah 1:17 is empty; the Spanish 2:1 holds that verse). Verses are stored under the numbering
// the module gives them, which is the Spanish one; empty slots stay empty strings so that index
// = verse − 1, and a reference to them finds no text.
import fs from 'node:fs';
import path from 'node:path';
import { readSwordModule } from './read-sword-module.ts';
import { OSIS_BOOKS } from '../src/server/bible/osis-books.ts';

const MODULE = 'spaRV1909eb';
const OUTPUT = path.resolve('data/bible/rv1909.json');

/** OSIS markup to plain text: Strong's word tags and added-word marks keep their words; the rest goes. */
export function plainText(osis: string): string {
  return osis
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, ' ')
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+([,;:.!?)])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Book {
  osis: string;
  name: string;
  chapters: string[][];
}

function parse(imp: string): Book[] {
  const books: Book[] = [];
  const bookIndex = new Map<string, Book>();
  const entries = imp.split(/^\$\$\$/m).slice(1);
  for (const entry of entries) {
    const newline = entry.indexOf('\n');
    const key = entry.slice(0, newline).trim();
    const body = entry.slice(newline + 1);
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) continue; // module and testament headings
    const [, swordName, chapterText, verseText] = match;
    let book = bookIndex.get(swordName!);
    if (!book) {
      const osis = OSIS_BOOKS[books.length];
      if (!osis) throw new Error(`More than 66 books in the module (at ${swordName})`);
      book = { osis: osis.id, name: '', chapters: [] };
      books.push(book);
      bookIndex.set(swordName!, book);
    }
    const chapter = Number(chapterText);
    const verse = Number(verseText);
    if (chapter === 0) {
      // The book's introduction carries its Spanish name.
      // (The module calls two Gospels "San Mateo" and "San Lucas" but not Mark and John: one style for all.)
      book.name = (/<milestone n="([^"]+)" type="x-usfm-h"\/>/.exec(body)?.[1] ?? book.name).replace(/^San /, '');
      continue;
    }
    if (verse === 0) continue; // chapter heading
    const verses = (book.chapters[chapter - 1] ??= []);
    while (verses.length < verse - 1) verses.push('');
    verses[verse - 1] = plainText(body);
  }
  return books;
}

const books = parse(readSwordModule(MODULE, 'sword-text-sparv'));
if (books.length !== 66) throw new Error(`Expected 66 books, found ${books.length}`);
for (const book of books) {
  if (!book.name) throw new Error(`No Spanish name for ${book.osis}`);
  // Trailing empty slots (module end-of-chapter markers) are dropped.
  for (const verses of book.chapters) while (verses.length > 0 && verses.at(-1) === '') verses.pop();
}
const verseCount = books.reduce((sum, book) => sum + book.chapters.reduce((n, verses) => n + verses.filter(Boolean).length, 0), 0);
fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
fs.writeFileSync(
  OUTPUT,
  `${JSON.stringify({
    id: 'RV1909',
    name: 'Reina-Valera 1909',
    language: 'es',
    license: 'Public domain',
    source: `SWORD module ${MODULE} (Debian package sword-text-sparv), converted by scripts/import-bible.ts`,
    books,
  })}\n`,
);
console.log(`Wrote ${OUTPUT}: ${books.length} books, ${verseCount} verses.`);

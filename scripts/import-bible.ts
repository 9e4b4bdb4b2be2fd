// `npm run import:bible` — turns the Reina-Valera 1909 (public domain) from Debian's SWORD module
// `sword-text-sparv` into data/bible/rv1909.json, which is committed, then packs it and the KJV
// into data/bible/rv1909.bin and kjv.bin, the files the server reads (scripts/pack-bibles.ts,
// decision 0040). Run it only to regenerate those files; the app never needs SWORD at run time.
//
//   apt-get install sword-text-sparv libsword-utils && npm run import:bible
//   UPDATE_RV1909_FIXTURE=1 npx vitest run src/server/bible/rv1909-integrity.test.ts
//
// The second command checks every verse against the module rendered by the test's own renderer
// and rewrites tests/fixtures/rv1909-module.json, with which the same test runs without SWORD.
// How the module's markup becomes words (added words, psalm titles, opening capitals) is in
// scripts/rv1909-osis.ts and decision 0014.
//
// The module keeps the Spanish verse numbering inside KJV-shaped slots, leaving some slots empty
// (Jonah 1:17 is empty; the Spanish 2:1 holds that verse). Verses are stored under the numbering
// the module gives them, which is the Spanish one; empty slots stay empty strings so that index
// = verse − 1, and a reference to them finds no text.
import fs from 'node:fs';
import path from 'node:path';
import { readSwordModule } from './read-sword-module.ts';
import { RV1909_JSON } from './bible-sources.ts';
import { packBibles } from './pack-bibles.ts';
import { chapterOpening, psalm119Stanza, renderOsisVerse } from './rv1909-osis.ts';
import { OSIS_BOOKS } from '../src/server/bible/osis-books.ts';

const MODULE = 'spaRV1909eb';
const OUTPUT = path.resolve(RV1909_JSON);
const CORRECTIONS = path.resolve('data/bible/rv1909-corrections.json');

/** A misprint of the module against the printed 1909 text (data/bible/rv1909-corrections.json). */
export interface Correction {
  verse: string;
  module: string;
  printed: string;
  why: string;
}

export function readCorrections(file = CORRECTIONS): Correction[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { corrections: Correction[] }).corrections;
}

/** "2Chr 7:14" → its place in the data. */
export function correctionPlace(correction: Correction): { book: string; chapter: number; verse: number } {
  const match = /^(\S+) (\d+):(\d+)$/.exec(correction.verse);
  if (!match) throw new Error(`A correction names no verse: ${correction.verse}`);
  return { book: match[1]!, chapter: Number(match[2]), verse: Number(match[3]) };
}

/** Each correction applied to its verse; the module's words must be there exactly once. */
function applyCorrections(books: Book[], corrections: Correction[]): void {
  for (const correction of corrections) {
    const { book, chapter, verse } = correctionPlace(correction);
    const verses = books.find((candidate) => candidate.osis === book)?.chapters[chapter - 1];
    const text = verses?.[verse - 1] ?? '';
    if (text.split(correction.module).length !== 2) throw new Error(`${correction.verse}: the module's words "${correction.module}" are not in the verse exactly once`);
    verses![verse - 1] = text.replace(correction.module, correction.printed);
  }
}

/** A heading printed above a verse: a psalm's title above verse 1, a Psalm 119 stanza letter. */
type Heading = [chapter: number, verse: number, text: string];

interface Book {
  osis: string;
  name: string;
  chapters: string[][];
  headings?: Heading[];
  /** Where the letter was written and sent from, as the 1909 printing adds after its closing Amen. */
  colophon?: string;
}

/**
 * The 1909 printing ends several letters with a note of where they were written and by whom they
 * were sent ("Amén. Enviada de Roma á los Gálatas."), which the module runs into the last verse.
 * It is not Scripture: it is kept apart, so a sermon never prints it as the verse.
 */
export function splitColophon(lastVerse: string): { text: string; colophon: string | null } {
  const match = /^(.*\bAmén\.)\s+(\S.*)$/u.exec(lastVerse);
  return match && /(?:^|\s)(?:escrita|enviada)(?=[\s,;.])/iu.test(match[2]!) ? { text: match[1]!, colophon: match[2]! } : { text: lastVerse, colophon: null };
}

/** The module's verses, keyed as it keys them ("Psalms 23:1"), in order, with their OSIS markup. */
export function moduleVerses(imp: string): Array<{ key: string; book: string; chapter: number; verse: number; osis: string }> {
  const verses = [];
  for (const entry of imp.split(/^\$\$\$/m).slice(1)) {
    const newline = entry.indexOf('\n');
    const key = entry.slice(0, newline).trim();
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) continue; // module and testament headings
    verses.push({ key, book: match[1]!, chapter: Number(match[2]), verse: Number(match[3]), osis: entry.slice(newline + 1) });
  }
  return verses;
}

/** How each word is most often written in the text: "sus" (not "Sus"), "Hiram", "JAH". */
function casingOf(texts: string[]): (word: string) => string {
  const counts = new Map<string, number>();
  for (const text of texts) for (const [word] of text.matchAll(/[\p{L}]+/gu)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return (word) => {
    const lower = word.toLocaleLowerCase('es');
    const forms = [lower, word[0]!.toLocaleUpperCase('es') + lower.slice(1), word.toLocaleUpperCase('es')];
    return forms.reduce((best, form) => ((counts.get(form) ?? 0) > (counts.get(best) ?? 0) ? form : best));
  };
}

/**
 * A verse that opens a section in capitals although it does not open the chapter (Luke 1:5 "HUBO
 * en los días"): a common word, written in small letters elsewhere. Names and inscriptions keep
 * their capitals ("JAH, si mirares", "TEKEL", "PERES").
 */
function opensInCapitals(text: string, casing: (word: string) => string): boolean {
  // A section's opening capitals run into the sentence ("HUBO en"); an inscription stands alone ("PERES: Tu reino").
  const first = /^[¡¿(]*([\p{L}]+) \p{Ll}/u.exec(text)?.[1] ?? '';
  return first.length >= 2 && first === first.toLocaleUpperCase('es') && casing(first) === first.toLocaleLowerCase('es');
}

function parse(imp: string): Book[] {
  const books: Book[] = [];
  const bookIndex = new Map<string, Book>();
  const rendered: Array<{ book: Book; chapter: number; verse: number; text: string }> = [];
  for (const { book: swordName, chapter, verse, osis } of moduleVerses(imp)) {
    let book = bookIndex.get(swordName);
    if (!book) {
      const osisBook = OSIS_BOOKS[books.length];
      if (!osisBook) throw new Error(`More than 66 books in the module (at ${swordName})`);
      book = { osis: osisBook.id, name: '', chapters: [] };
      books.push(book);
      bookIndex.set(swordName, book);
    }
    if (chapter === 0) {
      // The book's introduction carries its Spanish name.
      // (The module calls two Gospels "San Mateo" and "San Lucas" but not Mark and John: one style for all.)
      book.name = (/<milestone n="([^"]+)" type="x-usfm-h"\/>/.exec(osis)?.[1] ?? book.name).replace(/^San /, '');
      continue;
    }
    if (verse === 0) continue; // chapter heading
    rendered.push({ book, chapter, verse, text: renderOsisVerse(osis) });
  }

  const casing = casingOf(rendered.map((r) => r.text));
  for (const { book, chapter, verse, text: renderedText } of rendered) {
    let text = renderedText;
    const headings = (book.headings ??= []);
    if (book.osis === 'Ps' && chapter === 119) {
      const stanza = psalm119Stanza(verse, text);
      if (stanza.heading) headings.push([chapter, verse, stanza.heading]);
      text = stanza.text;
    }
    if (text && (verse === 1 || opensInCapitals(text, casing))) {
      const opening = chapterOpening(text, { psalm: book.osis === 'Ps' && verse === 1, casing });
      if (opening.title) headings.push([chapter, verse, opening.title]);
      text = opening.text;
    }
    const verses = (book.chapters[chapter - 1] ??= []);
    while (verses.length < verse - 1) verses.push('');
    verses[verse - 1] = text;
  }
  for (const book of books) if (book.headings?.length === 0) delete book.headings;
  return books;
}

function main() {
  const books = parse(readSwordModule(MODULE, 'sword-text-sparv'));
  if (books.length !== 66) throw new Error(`Expected 66 books, found ${books.length}`);
  for (const book of books) {
    if (!book.name) throw new Error(`No Spanish name for ${book.osis}`);
    // Trailing empty slots (module end-of-chapter markers) are dropped.
    for (const verses of book.chapters) while (verses.length > 0 && verses.at(-1) === '') verses.pop();
    const last = book.chapters.at(-1)!;
    const { text, colophon } = splitColophon(last.at(-1)!);
    if (colophon) {
      last[last.length - 1] = text;
      book.colophon = colophon;
    }
  }
  applyCorrections(books, readCorrections());
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
  // Packed from the file just written, as scripts/pack-bibles.ts alone packs it: one path, one result.
  packBibles();
}

if (import.meta.main) main();

// Part of `npm run import:bible`: where the KJV's Strong's numbers sit, from Debian's SWORD
// module `engKJV2006eb` (package sword-text-kjv, public domain), into data/bible/kjv-strongs.json
// (committed). The numbers are recorded against the words of the KJV text the app already shows
// (the npm `kjv` package), not against the module's own text, so that no second English text ships.
//
//   apt-get install sword-text-kjv libsword-utils && npm run import:bible
//
// Encoding (chosen for a small file that is cheap to parse one verse at a time): per chapter one
// string, verses separated by "|" (slot i = verse i + 1). A verse is space-separated tokens
// `[skip]G25[+extra]`: skip = untagged words since the previous token (omitted when 0), then the
// Strong's number, then +extra = further words in the same phrase ("the world" = G2889+1).
// Word i is the i-th match of kjvWords() over the app's KJV verse text.
import fs from 'node:fs';
import path from 'node:path';
import { readSwordModule } from './read-sword-module.ts';
import { OSIS_BOOKS } from '../src/server/bible/osis-books.ts';
import { bibleFor } from '../src/server/bible/bible-text.ts';
import { kjvWords } from '../src/server/bible/kjv-words.ts';

const MODULE = 'engKJV2006eb';
const OUTPUT = path.resolve('data/bible/kjv-strongs.json');

interface Tagged {
  word: string;
  strong: string | null;
  /** Which <w> element the word came from: a phrase is one element's words. */
  element: number;
}

/** A verse's words in reading order, each with the Strong's number of the <w> element around it. */
export function taggedWords(osis: string): Tagged[] {
  const body = osis
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, ' ') // headings and psalm titles: not in the app's verse text
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, ' ');
  const words: Tagged[] = [];
  let element = 0;
  for (const part of body.matchAll(/<w\b[^>]*?lemma="strong:([GH])0*(\d+)"[^>]*>([\s\S]*?)<\/w>|<[^>]+>|[^<]+/g)) {
    if (part[1]) {
      const strong = `${part[1]}${part[2]}`;
      element++;
      for (const { word } of kjvWords(part[3]!.replace(/<[^>]+>/g, ' '))) words.push({ word, strong, element });
    } else if (!part[0].startsWith('<')) {
      for (const { word } of kjvWords(part[0].replace(/&[a-z]+;/g, ' '))) words.push({ word, strong: null, element: 0 });
    }
  }
  return words;
}

/**
 * Index in `target` of each word of `source` (-1 when it has no counterpart), by longest common
 * subsequence of the lower-cased words; the two texts agree word for word almost everywhere.
 */
function align(source: string[], target: string[]): number[] {
  const n = source.length;
  const m = target.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = source[i] === target[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const map = new Array<number>(n).fill(-1);
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (source[i] === target[j]) map[i++] = j++;
    else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return map;
}

/** The encoded verse: see the header. */
function encodeVerse(tagged: Tagged[], map: number[]): string {
  const tokens: string[] = [];
  let cursor = 0;
  let open: { strong: string; element: number; start: number; end: number } | null = null;
  const flush = () => {
    if (!open) return;
    const skip = open.start - cursor;
    const extra = open.end - open.start - 1;
    tokens.push(`${skip > 0 ? skip : ''}${open.strong}${extra > 0 ? `+${extra}` : ''}`);
    cursor = open.end;
    open = null;
  };
  tagged.forEach((word, i) => {
    const at = map[i]!;
    if (word.strong === null || at < 0) return flush();
    // A phrase continues while the same number tags the very next word of the app's text.
    const previous = open as { strong: string; element: number; start: number; end: number } | null;
    if (previous && previous.element === word.element && previous.end === at) previous.end = at + 1;
    else {
      flush();
      if (at >= cursor) open = { strong: word.strong, element: word.element, start: at, end: at + 1 };
    }
  });
  flush();
  return tokens.join(' ');
}

const kjv = bibleFor('en');
const books: Array<{ osis: string; chapters: string[] }> = [];
const bookIndex = new Map<string, { osis: string; chapters: string[][] }>();
let verses = 0;
let tags = 0;
let exact = 0;
let unmatched = 0;
const frequency = new Map<string, number>();
for (const entry of readSwordModule(MODULE, 'sword-text-kjv').split(/^\$\$\$/m).slice(1)) {
  const newline = entry.indexOf('\n');
  const match = /^(.+) (\d+):(\d+)$/.exec(entry.slice(0, newline).trim());
  if (!match || match[2] === '0' || match[3] === '0') continue;
  let book = bookIndex.get(match[1]!);
  if (!book) {
    const osis = OSIS_BOOKS[bookIndex.size]?.id;
    if (!osis) throw new Error(`More than 66 books in the module (at ${match[1]})`);
    book = { osis, chapters: [] };
    bookIndex.set(match[1]!, book);
  }
  const chapter = Number(match[2]);
  const verse = Number(match[3]);
  const text = kjv.verse(book.osis, chapter, verse);
  const slots = (book.chapters[chapter - 1] ??= []);
  while (slots.length < verse - 1) slots.push('');
  if (!text) {
    slots[verse - 1] = '';
    continue;
  }
  const tagged = taggedWords(entry.slice(newline + 1));
  // Compared loosely: the module writes "king’s", "Judæa", "theirs" where the app's text has "king's", "Judaea", "their's".
  const key = (word: string) => word.toLowerCase().replace(/æ/g, 'ae').replace(/['’]/g, '');
  const source = tagged.map((w) => key(w.word));
  const target = kjvWords(text).map((w) => key(w.word));
  const map = source.join(' ') === target.join(' ') ? source.map((_, i) => i) : align(source, target);
  if (map.every((at, i) => at === i) && source.length === target.length) exact++;
  unmatched += tagged.filter((w, i) => w.strong && map[i]! < 0).length;
  slots[verse - 1] = encodeVerse(tagged, map);
  verses++;
  for (const token of slots[verse - 1]!.split(' ').filter(Boolean)) {
    tags++;
    const strong = /[GH]\d+/.exec(token)![0];
    frequency.set(strong, (frequency.get(strong) ?? 0) + 1);
  }
}
for (const book of bookIndex.values()) books.push({ osis: book.osis, chapters: book.chapters.map((slots) => slots.join('|')) });
if (books.length !== 66) throw new Error(`Expected 66 books, found ${books.length}`);
fs.writeFileSync(
  OUTPUT,
  `${JSON.stringify({
    name: "King James Version with Strong's numbers",
    license: 'Public domain',
    source: `SWORD module ${MODULE} (Debian package sword-text-kjv), converted by scripts/import-strongs.ts`,
    encoding: 'Per chapter one string; verses separated by "|"; a verse is space-separated tokens [skip]G25[+extra] over the words of the npm kjv text (see scripts/import-strongs.ts).',
    books,
  })}\n`,
);
console.log(`Wrote ${OUTPUT}: ${verses} verses (${exact} word for word), ${tags} tagged phrases, ${unmatched} tagged words without a counterpart.`);
if (process.env.STRONGS_FREQUENCY) {
  fs.writeFileSync(process.env.STRONGS_FREQUENCY, [...frequency].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s}\t${n}`).join('\n'));
}

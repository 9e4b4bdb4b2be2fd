// `npx node scripts/align-versification.ts` — prints where the KJV and the RV1909 data divide or
// number verses differently, to review data/bible/rv1909-versification.json against. It changes
// nothing: the data file is written and read by a person (issue 27), and its test checks it
// against both Bibles.
//
// Each book is aligned as two sequences of verse lengths (Gale and Church's sentence alignment:
// the cost of a pairing is how unlikely its length ratio is, plus a penalty for anything but one
// verse to one), allowing splits, merges and a block of up to ten verses into one (the module
// folds Job 39:27-40:5 into one verse). Output: one line per pairing that is not the same verse
// number on both sides, e.g. `Jonah 1:17 => 2:1`, `Jonah 2:9-2:10 => 2:10`.
import { bibleFor, type BibleText } from '../src/server/bible/bible-text.ts';
import { OSIS_BOOKS } from '../src/server/bible/osis-books.ts';

interface Verse {
  chapter: number;
  verse: number;
  length: number;
}

const kjv = bibleFor('en');
const rv = bibleFor('es');

function versesOf(bible: BibleText, book: string): Verse[] {
  const out: Verse[] = [];
  for (let chapter = 1; chapter <= bible.chapterCount(book); chapter++) {
    for (let verse = 1; verse <= bible.verseCount(book, chapter); verse++) {
      const text = bible.verse(book, chapter, verse);
      if (text) out.push({ chapter, verse, length: text.length });
    }
  }
  return out;
}

function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
}

let kjvChars = 0;
let rvChars = 0;
for (const book of OSIS_BOOKS) {
  for (const verse of versesOf(kjv, book.id)) kjvChars += verse.length;
  for (const verse of versesOf(rv, book.id)) rvChars += verse.length;
}
/** Spanish characters per English character, over the whole Bible. */
const RATIO = rvChars / kjvChars;
/** Gale and Church's variance of the length difference per character. */
const VARIANCE = 6.8;

function lengthCost(english: number, spanish: number): number {
  const mean = (english + spanish / RATIO) / 2;
  const delta = (spanish - english * RATIO) / Math.sqrt(Math.max(mean, 1) * VARIANCE);
  const p = Math.max(2 * (1 - 0.5 * (1 + erf(Math.abs(delta) / Math.SQRT2))), 1e-12);
  return -Math.log(p);
}

/** [KJV verses, RV1909 verses, penalty]. */
const BEADS: Array<[number, number, number]> = [
  [1, 1, 0],
  [1, 2, 4.5],
  [2, 1, 4.5],
  [2, 2, 6],
  [1, 3, 9],
  [3, 1, 9],
  [2, 3, 10],
  [3, 2, 10],
];
for (let n = 4; n <= 10; n++) BEADS.push([n, 1, 6 + n * 2]);
/** A small preference for the same number on both sides, where lengths cannot tell. */
const DIFFERENT_NUMBER = 0.3;
/** No book's numbering drifts further than this many verses. */
const BAND = 40;

const at = (verses: Verse[]) => {
  const first = verses[0]!;
  const last = verses.at(-1)!;
  return verses.length === 1 ? `${first.chapter}:${first.verse}` : `${first.chapter}:${first.verse}-${last.chapter}:${last.verse}`;
};

for (const book of OSIS_BOOKS) {
  const english = versesOf(kjv, book.id);
  const spanish = versesOf(rv, book.id);
  const key = (i: number, j: number) => i * 100_000 + j;
  const cost = new Map<number, number>([[0, 0]]);
  const back = new Map<number, [number, number]>();
  for (let i = 0; i <= english.length; i++) {
    for (let j = Math.max(0, i - BAND); j <= Math.min(spanish.length, i + BAND); j++) {
      const here = cost.get(key(i, j));
      if (here === undefined) continue;
      for (const [a, b, penalty] of BEADS) {
        if (i + a > english.length || j + b > spanish.length) continue;
        const l1 = english.slice(i, i + a).reduce((sum, verse) => sum + verse.length, 0);
        const l2 = spanish.slice(j, j + b).reduce((sum, verse) => sum + verse.length, 0);
        const same = a === 1 && b === 1 && english[i]!.chapter === spanish[j]!.chapter && english[i]!.verse === spanish[j]!.verse;
        const total = here + penalty + lengthCost(l1, l2) + (a === 1 && b === 1 && !same ? DIFFERENT_NUMBER : 0);
        if (total < (cost.get(key(i + a, j + b)) ?? Infinity)) {
          cost.set(key(i + a, j + b), total);
          back.set(key(i + a, j + b), [i, j]);
        }
      }
    }
  }
  const pairs: string[] = [];
  for (let i = english.length, j = spanish.length; i > 0 || j > 0; ) {
    const [pi, pj] = back.get(key(i, j))!;
    const k = english.slice(pi, i);
    const r = spanish.slice(pj, j);
    if (at(k) !== at(r)) pairs.push(`${book.id} ${at(k)} => ${at(r)}`);
    [i, j] = [pi, pj];
  }
  if (pairs.length > 0) console.log(pairs.reverse().join('\n'));
}

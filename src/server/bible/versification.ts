// The same passage in the other Bible (issue 27, decision 0032). The KJV and the RV1909 data number
// most verses alike; where they do not (a verse that closes a chapter in one opens the next in the
// other; nine KJV verses are one RV1909 verse), the correspondence is data — data/bible/rv1909-versification.json, read by a person and
// checked by versification.test.ts — and no code here names a verse.
import fs from 'node:fs';
import { LIBRARY_RANGE } from '#shared/library-schema.ts';
import type { Language } from '#shared/languages.ts';
import { projectPath } from '../project-paths.ts';
import { bibleFor, type BibleText } from './bible-text.ts';
import type { PassageRange } from './parse-references.ts';

interface VersePlace {
  chapter: number;
  verse: number;
}

/** The verses of the other Bible that hold a verse's words: one verse, or the first and last of several. */
interface VerseSpan {
  first: VersePlace;
  last: VersePlace;
}

interface VersificationPair {
  kjv: string;
  rv1909: string;
}

interface Versification {
  /** "book chapter:verse" of the KJV → the RV1909 verses holding its words. */
  toSpanish: Map<string, VerseSpan>;
  /** "book chapter:verse" of the RV1909 → the KJV verses holding its words. */
  toEnglish: Map<string, VerseSpan>;
}

const keyOf = (book: string, chapter: number, verse: number) => `${book} ${chapter}:${verse}`;

/** The verses a side of a pair names, as that Bible has them (a range may cross into the next chapter). */
export function pairVerses(bible: BibleText, side: string): Array<VersePlace & { book: string }> {
  const match = LIBRARY_RANGE.exec(side);
  if (!match) throw new Error(`rv1909-versification.json: "${side}" is not a range in the library's form (book id, chapter:verse, an optional end)`);
  const book = match[1]!;
  const start = { chapter: Number(match[2]), verse: Number(match[3]) };
  const end = { chapter: match[4] ? Number(match[4]) : start.chapter, verse: match[5] ? Number(match[5]) : start.verse };
  const verses: Array<VersePlace & { book: string }> = [];
  for (let chapter = start.chapter; chapter <= end.chapter; chapter++) {
    const first = chapter === start.chapter ? start.verse : 1;
    const last = chapter === end.chapter ? end.verse : bible.verseCount(book, chapter);
    for (let verse = first; verse <= last; verse++) verses.push({ book, chapter, verse });
  }
  return verses;
}

/** The pairs as the file holds them. */
export function versificationPairs(file = projectPath('data/bible/rv1909-versification.json')): VersificationPair[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { kjvToRv1909: VersificationPair[] }).kjvToRv1909;
}

/**
 * Both directions from the pairs: sides of equal length correspond verse by verse; otherwise each
 * verse of one side corresponds to the whole other side (a merge or a split).
 */
function buildVersification(pairs: VersificationPair[]): Versification {
  const kjv = bibleFor('en');
  const rv = bibleFor('es');
  const toSpanish = new Map<string, VerseSpan>();
  const toEnglish = new Map<string, VerseSpan>();
  const span = (verses: VersePlace[]): VerseSpan => ({ first: { chapter: verses[0]!.chapter, verse: verses[0]!.verse }, last: { chapter: verses.at(-1)!.chapter, verse: verses.at(-1)!.verse } });
  for (const pair of pairs) {
    const english = pairVerses(kjv, pair.kjv);
    const spanish = pairVerses(rv, pair.rv1909);
    if (english.length === spanish.length) {
      english.forEach((verse, i) => {
        const other = spanish[i]!;
        toSpanish.set(keyOf(verse.book, verse.chapter, verse.verse), span([other]));
        toEnglish.set(keyOf(other.book, other.chapter, other.verse), span([verse]));
      });
    } else {
      for (const verse of english) toSpanish.set(keyOf(verse.book, verse.chapter, verse.verse), span(spanish));
      for (const verse of spanish) toEnglish.set(keyOf(verse.book, verse.chapter, verse.verse), span(english));
    }
  }
  return { toSpanish, toEnglish };
}

let loaded: Versification | null = null;
const versification = () => (loaded ??= buildVersification(versificationPairs()));

/** The verses of the other Bible holding the words of `book chapter:verse` of the Bible of `from`. */
export function correspondingVerses(book: string, chapter: number, verse: number, from: Language): VerseSpan {
  const map = from === 'en' ? versification().toSpanish : versification().toEnglish;
  return map.get(keyOf(book, chapter, verse)) ?? { first: { chapter, verse }, last: { chapter, verse } };
}

/**
 * A parsed range of one Bible as the same passage in the other: its first verse's first
 * counterpart to its last verse's last. A range of whole chapters stays those chapters (the two
 * Bibles divide the books into the same chapters).
 */
export function rangeInOtherBible(range: PassageRange, from: Language): PassageRange {
  const { start, end } = range;
  if (start.verse === undefined || end.verse === undefined) return { start: { ...start }, end: { ...end } };
  const first = correspondingVerses(start.book, start.chapter, start.verse, from).first;
  const last = correspondingVerses(end.book, end.chapter, end.verse, from).last;
  return { start: { book: start.book, ...first }, end: { book: end.book, ...last } };
}

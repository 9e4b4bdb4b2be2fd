import type { Language } from '#shared/languages.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { crossReferences } from '../../bible/cross-references.ts';
import { foldText } from '../../bible/fold-text.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { searchVerses, verseCountWithWord, versesWithWord } from '../../bible/verse-search.ts';

/** One verse of the Bible of the sermon's language, with its text as the data holds it. */
export interface BibleVerse {
  book: string;
  chapter: number;
  verse: number;
  text: string;
}

/** A quotation in prose: “…”, «…» or "…", with where it stands and the words inside. */
export interface Quotation {
  whole: string;
  inner: string;
  index: number;
}

const QUOTATION = /“([^”]{8,})”|«([^»]{8,})»|"([^"]{8,})"/gu;

export function quotationsIn(text: string): Quotation[] {
  return [...text.matchAll(QUOTATION)].map((match) => ({ whole: match[0], inner: (match[1] ?? match[2] ?? match[3])!, index: match.index }));
}

/** Folded words: no accents, no case, no punctuation ("á" of the RV1909 reads as "a"). */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The quotation's pieces around an ellipsis ("For God so loved the world … everlasting life"). */
function fragments(inner: string): string[][] {
  return inner
    .split(/…|\.\.\./u)
    .map(wordsOf)
    .filter((words) => words.length > 0);
}

const contains = (haystack: string[], needle: string[]) => ` ${haystack.join(' ')} `.includes(` ${needle.join(' ')} `);

export function verseAt(book: string, chapter: number, verse: number, language: Language): BibleVerse | null {
  const text = bibleFor(language).verse(book, chapter, verse);
  return text ? { book, chapter, verse, text } : null;
}

/**
 * The verse a quotation gives word for word (accents, case and punctuation aside), or null. A
 * quotation running into the next verse counts, and so does one cut with an ellipsis. The verses
 * are found through the rarest word's posting list, not by reading the whole Bible.
 */
export function verbatimVerse(inner: string, language: Language): BibleVerse | null {
  const pieces = fragments(inner);
  const all = pieces.flat();
  if (all.length === 0) return null;
  let rarest = all[0]!;
  let fewest = Infinity;
  for (const word of new Set(all)) {
    const count = verseCountWithWord(word, language);
    // A word the Bible never uses: not a quotation of it.
    if (count === 0) return null;
    if (count < fewest) [rarest, fewest] = [word, count];
  }
  for (const { book, chapter, verse } of versesWithWord(rarest, language)) {
    const here = verseAt(book, chapter, verse, language)!;
    const before = verseAt(book, chapter, verse - 1, language);
    const after = verseAt(book, chapter, verse + 1, language);
    const window = wordsOf([before?.text, here.text, after?.text].filter(Boolean).join(' '));
    if (pieces.every((piece) => contains(window, piece))) return here;
  }
  return null;
}

/** The longest common subsequence of two word lists, in words. */
function commonWords(a: string[], b: string[]): number {
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  for (const word of a) {
    for (let j = 1; j <= b.length; j++) current[j] = word === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** How closely a quotation follows a verse: the share of its words found in the verse's order. */
export function likeness(inner: string, verse: BibleVerse): number {
  const quoted = wordsOf(inner);
  return quoted.length === 0 ? 0 : commonWords(quoted, wordsOf(verse.text)) / quoted.length;
}

/** The verse of a cited passage a quotation is closest to: the one verse to put in its place. */
export function closestVerseOf(inner: string, passage: QuotedPassage): BibleVerse {
  let best: BibleVerse | null = null;
  let bestScore = -1;
  for (const verse of passage.verses) {
    const candidate = { book: passage.book, chapter: verse.chapter, verse: verse.verse, text: verse.text };
    const score = likeness(inner, candidate);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best!;
}

const COMMON = {
  en: new Set('the and of to in that is was for with he his as it be this you not are by they we on but all shall unto have from which when will our your who him them her she i me my thy thee ye said say'.split(' ')),
  es: new Set('el la los las de del y que en un una es por con para su sus se al lo como mas pero no nos le les fue este esta todo todos nuestro cuando porque yo tu mi me te os vosotros dijo dice'.split(' ')),
} as const;

/**
 * Whether a quotation with no citation beside it reads as a verse quoted loosely: most of its words
 * in the verse's order, and at least three of its words that carry meaning. A line of dialogue in an
 * illustration ("Grandma, will you pray for me?") shares a few words with many verses, never this.
 */
function quotesLoosely(inner: string, verse: BibleVerse, language: Language): boolean {
  const quoted = wordsOf(inner);
  if (quoted.length < 5) return false;
  const verseWords = new Set(wordsOf(verse.text));
  const meaningful = [...new Set(quoted.filter((word) => word.length >= 4 && !COMMON[language].has(word)))];
  const shared = meaningful.filter((word) => verseWords.has(word));
  return likeness(inner, verse) >= 0.6 && shared.length >= 3 && shared.length >= meaningful.length * 0.6;
}

/**
 * The verse a quotation without a citation quotes loosely, looked for in the sermon's own passages,
 * their cross-references, then the whole Bible; null when it quotes no verse.
 */
export function looselyQuotedVerse(inner: string, passages: QuotedPassage[], language: Language): BibleVerse | null {
  const candidates = new Map<string, BibleVerse>();
  const add = (verse: BibleVerse | null) => {
    if (verse) candidates.set(`${verse.book} ${verse.chapter}:${verse.verse}`, verse);
  };
  const bible = bibleFor(language);
  for (const passage of passages) {
    for (const verse of passage.verses) {
      add({ book: passage.book, chapter: verse.chapter, verse: verse.verse, text: verse.text });
      for (const range of crossReferences(passage.book, verse.chapter, verse.verse).slice(0, 12)) {
        for (const crossed of quotePassage(bible, range)?.verses.slice(0, 6) ?? []) add({ book: range.start.book, chapter: crossed.chapter, verse: crossed.verse, text: crossed.text });
      }
    }
  }
  for (const hit of searchVerses(inner, language, 30)) add(hit);
  let best: BibleVerse | null = null;
  let bestScore = 0;
  for (const verse of candidates.values()) {
    const score = likeness(inner, verse);
    if (score > bestScore && quotesLoosely(inner, verse, language)) [best, bestScore] = [verse, score];
  }
  return best;
}

/** "John 3:7" / "Juan 3:7": a verse named in the sermon's language. */
export function verseReference(verse: Pick<BibleVerse, 'book' | 'chapter' | 'verse'>, language: Language): string {
  return `${bibleFor(language).bookName(verse.book) ?? verse.book} ${verse.chapter}:${verse.verse}`;
}

/** Whether a passage holds this verse. */
export function passageHolds(passage: QuotedPassage, verse: Pick<BibleVerse, 'book' | 'chapter' | 'verse'>): boolean {
  return passage.book === verse.book && passage.verses.some((v) => v.chapter === verse.chapter && v.verse === verse.verse);
}

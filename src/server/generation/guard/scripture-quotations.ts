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
interface Quotation {
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
  // Most of the KJV is plain ASCII: no accents to fold.
  return (/^[\x20-\x7e]*$/.test(text) ? text.toLowerCase() : foldText(text)).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The quotation's pieces around an ellipsis ("For God so loved the world … everlasting life"). */
function fragments(inner: string): string[][] {
  return inner
    .split(/…|\.\.\./u)
    .map(wordsOf)
    .filter((words) => words.length > 0);
}

const contains = (haystack: string[], needle: string[]) => ` ${haystack.join(' ')} `.includes(` ${needle.join(' ')} `);

function verseAt(book: string, chapter: number, verse: number, language: Language): BibleVerse | null {
  const text = bibleFor(language).verse(book, chapter, verse);
  return text ? { book, chapter, verse, text } : null;
}

/**
 * The verse a quotation gives word for word (accents, case and punctuation aside), or null. A
 * quotation running into the next verse counts, and so does one cut with an ellipsis. The verses
 * are found through the rarest word's posting list, not by reading the whole Bible.
 */
export function verbatimVerse(inner: string, language: Language): BibleVerse | null {
  // The Scripture checks and the doctrine check ask about the same quotations of a draft.
  const key = `${language}\u0000${inner}`;
  if (verbatimSeen.has(key)) return verbatimSeen.get(key)!;
  const found = findVerbatimVerse(inner, language);
  if (verbatimSeen.size >= 256) verbatimSeen.delete(verbatimSeen.keys().next().value!);
  verbatimSeen.set(key, found);
  return found;
}
const verbatimSeen = new Map<string, BibleVerse | null>();

function findVerbatimVerse(inner: string, language: Language): BibleVerse | null {
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
  // A verse holding the whole quotation wins over one it only runs into ("Ye must be born again"
  // is John 3:7, though 3:6-7 hold it too).
  let runningOn: BibleVerse | null = null;
  for (const { book, chapter, verse } of versesWithWord(rarest, language)) {
    const here = verseAt(book, chapter, verse, language)!;
    if (pieces.every((piece) => contains(wordsOf(here.text), piece))) return here;
    if (runningOn) continue;
    const before = verseAt(book, chapter, verse - 1, language);
    const after = verseAt(book, chapter, verse + 1, language);
    const window = wordsOf([before?.text, here.text, after?.text].filter(Boolean).join(' '));
    if (pieces.every((piece) => contains(window, piece))) runningOn = here;
  }
  return runningOn;
}

/** The verse of a passage a quotation gives word for word (into the next verse, or cut with an ellipsis), or null. */
export function verbatimInPassage(inner: string, passage: QuotedPassage): BibleVerse | null {
  const pieces = fragments(inner);
  if (pieces.length === 0) return null;
  const words = passage.verses.map((verse) => wordsOf(verse.text));
  // One verse holding it all first: "Ye must be born again" is John 3:7, not 3:6 running into 3:7.
  const found = words.findIndex((own) => pieces.every((piece) => contains(own, piece)));
  const at = found >= 0 ? found : words.findIndex((own, i) => pieces.every((piece) => contains([...own, ...(words[i + 1] ?? [])], piece)));
  if (at < 0) return null;
  const verse = passage.verses[at]!;
  return { book: passage.book, chapter: verse.chapter, verse: verse.verse, text: verse.text };
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
function likeness(inner: string, verse: BibleVerse): number {
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

/** Words too common to tell one verse from another: a loose quotation must share words beyond these. */
const COMMON = {
  en: new Set('the and of to in that is was for with he his as it be this you not are by they we on but all shall unto have from which when will our your who him them her she i me my thy thee ye said say'.split(' ')),
  es: new Set('el la los las de del y que en un una es por con para su sus se al lo como mas pero no nos le les fue este esta todo todos nuestro cuando porque yo tu mi me te os vosotros dijo dice'.split(' ')),
} as const;

type VerseWithWords = BibleVerse & { words: string[] };
/** The verses of the sermon's passages and their cross-references, with their words: found once per draft. */
const versesOfPassages = new WeakMap<QuotedPassage[], Map<string, VerseWithWords>>();
function passageVerses(passages: QuotedPassage[], language: Language): Map<string, VerseWithWords> {
  let verses = versesOfPassages.get(passages);
  if (verses) return verses;
  verses = new Map();
  const add = (verse: BibleVerse) => verses.set(`${verse.book} ${verse.chapter}:${verse.verse}`, { ...verse, words: wordsOf(verse.text) });
  const bible = bibleFor(language);
  for (const passage of passages) {
    for (const verse of passage.verses) {
      add({ book: passage.book, chapter: verse.chapter, verse: verse.verse, text: verse.text });
      for (const range of crossReferences(passage.book, verse.chapter, verse.verse).slice(0, 12)) {
        for (const crossed of quotePassage(bible, range)?.verses.slice(0, 6) ?? []) add({ book: range.start.book, chapter: crossed.chapter, verse: crossed.verse, text: crossed.text });
      }
    }
  }
  versesOfPassages.set(passages, verses);
  return verses;
}

/**
 * The verse a quotation without a citation quotes loosely, looked for in the sermon's own passages,
 * their cross-references, then the whole Bible; null when it quotes no verse. Loosely: most of its
 * words in the verse's order, and at least three of its words that carry meaning, most of them in
 * the verse. A line of dialogue in an illustration ("Grandma, will you pray for me?") shares a few
 * words with many verses, never this.
 */
export function looselyQuotedVerse(inner: string, passages: QuotedPassage[], language: Language): BibleVerse | null {
  const quoted = wordsOf(inner);
  const meaningful = [...new Set(quoted.filter((word) => word.length >= 4 && !COMMON[language].has(word)))];
  if (quoted.length < 5 || meaningful.length < 3) return null;
  const candidates = new Map(passageVerses(passages, language));
  for (const hit of searchVerses(inner, language, 30)) candidates.set(`${hit.book} ${hit.chapter}:${hit.verse}`, { ...hit, words: wordsOf(hit.text) });
  let best: BibleVerse | null = null;
  let bestScore = 0;
  for (const { words, ...verse } of candidates.values()) {
    // The cheap test first: the meaning-bearing words shared; the word order only for those that pass.
    const present = new Set(words);
    const shared = meaningful.filter((word) => present.has(word)).length;
    if (shared < 3 || shared < meaningful.length * 0.6) continue;
    const score = commonWords(quoted, words) / quoted.length;
    if (score >= 0.6 && score > bestScore) [best, bestScore] = [verse, score];
  }
  return best;
}

/**
 * The verse of a chapter a sentence cites it for, in its own words ("As John 3 says, we must be
 * born again" → John 3:7), or null when no verse stands out: most of the verse's meaning-bearing
 * words the sentence shares, at least two, and more than any other verse of the chapter.
 */
export function paraphrasedVerse(sentence: string, chapter: QuotedPassage, language: Language): BibleVerse | null {
  const said = new Set(wordsOf(sentence).filter((word) => word.length >= 4 && !COMMON[language].has(word)));
  let best: BibleVerse | null = null;
  let bestShared = 1;
  let tie = false;
  for (const verse of chapter.verses) {
    const shared = new Set(wordsOf(verse.text).filter((word) => said.has(word))).size;
    if (shared > bestShared) [best, bestShared, tie] = [{ book: chapter.book, chapter: verse.chapter, verse: verse.verse, text: verse.text }, shared, false];
    else if (shared === bestShared && best) tie = true;
  }
  return tie ? null : best;
}

/** "John 3:7" / "Juan 3:7": a verse named in the sermon's language. */
export function verseReference(verse: Pick<BibleVerse, 'book' | 'chapter' | 'verse'>, language: Language): string {
  return `${bibleFor(language).bookName(verse.book) ?? verse.book} ${verse.chapter}:${verse.verse}`;
}

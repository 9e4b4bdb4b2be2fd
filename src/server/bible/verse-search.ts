import type { Language } from '#shared/languages.ts';
import { bibleFor } from './bible-text.ts';
import { foldText } from './fold-text.ts';
import { OSIS_BOOKS } from './osis-books.ts';

interface VerseHit {
  book: string;
  chapter: number;
  verse: number;
  text: string;
  score: number;
}

const STOP_WORDS: Record<Language, Set<string>> = {
  en: new Set(['the', 'and', 'that', 'with', 'for', 'from', 'this', 'unto', 'shall', 'have', 'what', 'your', 'our', 'their', 'about', 'into', 'upon', 'how', 'why', 'who', 'are', 'was', 'his', 'her', 'its', 'you', 'god']),
  es: new Set(['el', 'la', 'los', 'las', 'del', 'que', 'con', 'por', 'para', 'una', 'uno', 'unos', 'como', 'sobre', 'entre', 'sus', 'nuestro', 'nuestra', 'este', 'esta', 'ese', 'esa', 'dios', 'más', 'mas', 'pero', 'sin', 'desde']),
};

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/**
 * An inverted index of one Bible: every folded word → the verses that contain it. Scanning the
 * 31,000 verses' text per search cost most of an offline generation; the index answers a word
 * with one lookup. Verses are numbered in Bible order (0…count-1) and held in typed arrays.
 */
interface Index {
  count: number;
  book: Uint8Array;
  chapter: Uint16Array;
  verse: Uint16Array;
  textLength: Uint16Array;
  /** Verse numbers ordered by text length, then Bible order: the order ties are broken in. */
  byLength: VerseNumbers;
  /**
   * The distinct folded words, sorted, so the words starting with a prefix are one range and a
   * word is found by binary search (a Map beside it cost about 1 MB per language for no gain).
   */
  words: string[];
  /** The verses of word i are postings[postingStart[i] … postingStart[i + 1]), each verse once. */
  postingStart: Uint32Array;
  postings: VerseNumbers;
  /** Scratch for one search (searches run synchronously, so one per index is enough). */
  score: Uint16Array;
  seenBy: Uint32Array;
  stamp: number;
}
const indexes = new Map<Language, Index>();

/** A Bible has about 31,000 verses: their numbers fit in 16 bits, half the memory of 32. */
type VerseNumbers = Uint16Array | Uint32Array;
const verseNumbers = (count: number, length: number): VerseNumbers => (count <= 0xffff ? new Uint16Array(length) : new Uint32Array(length));

function buildIndex(language: Language): Index {
  const bible = bibleFor(language);
  const book: number[] = [];
  const chapter: number[] = [];
  const verseNumber: number[] = [];
  const textLength: number[] = [];
  const versesOf = new Map<string, number[]>();
  OSIS_BOOKS.forEach(({ id }, bookIndex) => {
    for (let c = 1; c <= bible.chapterCount(id); c++) {
      for (let v = 1; v <= bible.verseCount(id, c); v++) {
        const text = bible.verse(id, c, v);
        if (!text) continue;
        const n = book.length;
        book.push(bookIndex);
        chapter.push(c);
        verseNumber.push(v);
        textLength.push(text.length);
        for (const word of foldText(text).split(WORD_SEPARATOR)) {
          if (!word) continue;
          let list = versesOf.get(word);
          if (!list) versesOf.set(word, (list = []));
          if (list.at(-1) !== n) list.push(n);
        }
      }
    }
  });
  const words = [...versesOf.keys()].sort();
  const postingStart = new Uint32Array(words.length + 1);
  let total = 0;
  words.forEach((word, i) => {
    postingStart[i] = total;
    total += versesOf.get(word)!.length;
  });
  postingStart[words.length] = total;
  const count = book.length;
  const postings = verseNumbers(count, total);
  words.forEach((word, i) => postings.set(versesOf.get(word)!, postingStart[i]!));
  const byLength = verseNumbers(count, count).map((_, i) => i).sort((a, b) => textLength[a]! - textLength[b]! || a - b);
  return {
    count,
    book: Uint8Array.from(book),
    chapter: Uint16Array.from(chapter),
    verse: Uint16Array.from(verseNumber),
    textLength: Uint16Array.from(textLength),
    byLength,
    words,
    postingStart,
    postings,
    score: new Uint16Array(count),
    seenBy: new Uint32Array(count),
    stamp: 0,
  };
}

function index(language: Language): Index {
  let built = indexes.get(language);
  if (!built) {
    built = buildIndex(language);
    indexes.set(language, built);
  }
  return built;
}

/** The first word ≥ prefix in the sorted list (binary search). */
function lowerBound(words: string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Verses that contain the theme's words, the fallback for a theme no curated map or topic knows.
 * Whole words, accent-insensitive; a verse scores by how many different words it contains,
 * and a word counts also as a prefix of a longer one ("ora" → "orad", "oración") from 5 letters on.
 */
export function searchVerses(query: string, language: Language, limit = 20): VerseHit[] {
  const queryWords = [...new Set(foldText(query).split(WORD_SEPARATOR))].filter((word) => word.length >= 3 && !STOP_WORDS[language].has(word));
  if (queryWords.length === 0 || limit <= 0) return [];
  const idx = index(language);
  const { score, seenBy, postings, postingStart } = idx;
  const touched: number[] = [];
  const add = (verse: number, points: number) => {
    if (score[verse] === 0) touched.push(verse);
    score[verse] = score[verse]! + points;
  };
  for (const word of queryWords) {
    // A verse scores 2 for the whole word, else 1 when a longer word starts with it: the stamp
    // makes each verse count once per query word.
    const stamp = ++idx.stamp;
    const first = lowerBound(idx.words, word);
    const exact = idx.words[first] === word ? first : undefined;
    if (exact !== undefined) {
      for (let p = postingStart[exact]!; p < postingStart[exact + 1]!; p++) {
        seenBy[postings[p]!] = stamp;
        add(postings[p]!, 2);
      }
    }
    if (word.length < 5) continue;
    for (let w = first; w < idx.words.length && idx.words[w]!.startsWith(word); w++) {
      if (w === exact) continue;
      for (let p = postingStart[w]!; p < postingStart[w + 1]!; p++) {
        const verse = postings[p]!;
        if (seenBy[verse] === stamp) continue;
        seenBy[verse] = stamp;
        add(verse, 1);
      }
    }
  }
  if (touched.length === 0) return [];

  // Best score first; among equals, shorter verses (more quotable) and then Bible order. Only the
  // best `limit` are needed: find the lowest score that still makes the cut, sort what scores
  // above it, and take that score's verses in length order.
  const countByScore = new Map<number, number>();
  for (const verse of touched) countByScore.set(score[verse]!, (countByScore.get(score[verse]!) ?? 0) + 1);
  const scores = [...countByScore.keys()].sort((a, b) => b - a);
  let cutoff = scores.at(-1)!;
  let above = 0;
  for (const value of scores) {
    if (above + countByScore.get(value)! >= limit) {
      cutoff = value;
      break;
    }
    above += countByScore.get(value)!;
  }
  const byOrder = (a: number, b: number) => score[b]! - score[a]! || idx.textLength[a]! - idx.textLength[b]! || a - b;
  const best = touched.filter((verse) => score[verse]! > cutoff).sort(byOrder);
  const atCutoff = touched.filter((verse) => score[verse] === cutoff);
  if (atCutoff.length <= 256) best.push(...atCutoff.sort(byOrder));
  else {
    for (let i = 0; i < idx.count && best.length < limit; i++) {
      const verse = idx.byLength[i]!;
      if (score[verse] === cutoff) best.push(verse);
    }
  }

  const bible = bibleFor(language);
  const hits = best.slice(0, limit).map((n) => {
    const book = OSIS_BOOKS[idx.book[n]!]!.id;
    const chapter = idx.chapter[n]!;
    const verse = idx.verse[n]!;
    return { book, chapter, verse, text: bible.verse(book, chapter, verse)!, score: score[n]! };
  });
  for (const verse of touched) score[verse] = 0;
  return hits;
}

interface VerseLocation {
  book: string;
  chapter: number;
  verse: number;
}

/**
 * Every verse that holds this exact folded word, in Bible order (the word's posting list), or its
 * first `limit`: how the guard finds the verse a quotation comes from, word for word, without
 * scanning the whole Bible.
 */
export function versesWithWord(word: string, language: Language, limit = Infinity): VerseLocation[] {
  const idx = index(language);
  const at = lowerBound(idx.words, word);
  if (idx.words[at] !== word) return [];
  const found: VerseLocation[] = [];
  const end = Math.min(idx.postingStart[at + 1]!, idx.postingStart[at]! + limit);
  for (let p = idx.postingStart[at]!; p < end; p++) {
    const n = idx.postings[p]!;
    found.push({ book: OSIS_BOOKS[idx.book[n]!]!.id, chapter: idx.chapter[n]!, verse: idx.verse[n]! });
  }
  return found;
}

/** How many verses hold this exact folded word (0 when the Bible never uses it). */
export function verseCountWithWord(word: string, language: Language): number {
  const idx = index(language);
  const at = lowerBound(idx.words, word);
  return idx.words[at] === word ? idx.postingStart[at + 1]! - idx.postingStart[at]! : 0;
}

import type { SermonPassage } from '#shared/sermon-document.ts';
import { numberedVerses } from '#shared/verse-starts.ts';

/**
 * Cutting a passage into pieces a slide can hold (issue 27 item 5): whole verses where they fit,
 * a long verse at its clause boundaries (the spaces after , ; : . ? ! and before ¿ ¡), and only
 * a clause longer than a slide between two words. Never inside a word: every cut is a space of the
 * verse, so the pieces joined with single spaces give the verse back exactly.
 */

/** One verse of a passage: its number as printed ("5", "4:1") when the passage has several, and its words. */
export interface PassageVerse {
  chapter: number | null;
  verse: number | null;
  number: string | null;
  text: string;
}

/** A verse, or part of one, as one slide shows it. */
export interface VersePart extends PassageVerse {
  /** True for the second and later parts of a verse cut at its clauses (the number is printed once). */
  continued: boolean;
}

/** The passage's verses with their numbers, or its text as one verse when it has one (or no verse starts). */
export function passageVerses(passage: Pick<SermonPassage, 'text' | 'verseStarts'>): PassageVerse[] {
  const text = passage.text.trim();
  const numbered = numberedVerses(passage);
  if (!numbered || text !== passage.text) return text ? [{ chapter: null, verse: null, number: null, text }] : [];
  return numbered.map((verse, index) => ({ chapter: passage.verseStarts![index]!.chapter, verse: passage.verseStarts![index]!.verse, number: verse.number, text: verse.text }));
}

const ENDS_CLAUSE = /[,;:.!?»”’)]$/u;
const OPENS_CLAUSE = /^[¿¡(«“—]/u;

/** The verse cut at every space that ends a clause. */
export function clausePieces(text: string): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  for (const word of text.split(' ')) {
    if (current.length > 0 && OPENS_CLAUSE.test(word)) {
      pieces.push(current.join(' '));
      current = [];
    }
    current.push(word);
    if (ENDS_CLAUSE.test(word)) {
      pieces.push(current.join(' '));
      current = [];
    }
  }
  if (current.length > 0) pieces.push(current.join(' '));
  return pieces;
}

const joinedLength = (pieces: readonly string[]) => pieces.reduce((sum, piece) => sum + piece.length, 0) + Math.max(0, pieces.length - 1);

/** The fewest groups of consecutive pieces, each at most `budget` long (a piece longer than that alone). */
function fewestGroups(pieces: readonly string[], budget: number): number {
  let groups = 0;
  let length = -1;
  for (const piece of pieces) {
    if (length >= 0 && length + 1 + piece.length <= budget) length += 1 + piece.length;
    else {
      groups += 1;
      length = piece.length;
    }
  }
  return groups;
}

/**
 * The pieces in exactly `count` groups of consecutive pieces, the longest as short as it can be
 * (so a verse cut in two is cut near its middle, not after its first clause). Groups past the
 * number of pieces are empty.
 */
function balancedGroups(pieces: readonly string[], count: number): string[] {
  const n = pieces.length;
  const k = Math.min(count, n);
  // best[j][i]: the shortest longest group when the first i pieces make j groups; cut[j][i]: where the last group starts.
  const best = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(Infinity));
  const cut = Array.from({ length: k + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let j = 1; j <= k; j += 1) {
    for (let i = j; i <= n; i += 1) {
      for (let start = j - 1; start < i; start += 1) {
        const worst = Math.max(best[j - 1]![start]!, joinedLength(pieces.slice(start, i)));
        if (worst < best[j]![i]!) {
          best[j]![i] = worst;
          cut[j]![i] = start;
        }
      }
    }
  }
  const groups: string[] = [];
  let end = n;
  for (let j = k; j >= 1; j -= 1) {
    const start = cut[j]![end]!;
    groups.unshift(pieces.slice(start, end).join(' '));
    end = start;
  }
  while (groups.length < count) groups.push('');
  return groups;
}

/** The clause pieces, with any clause longer than the budget cut between its words. */
function slidePieces(text: string, budget: number): string[] {
  return clausePieces(text).flatMap((clause) => (clause.length > budget ? clause.split(' ') : [clause]));
}

/** How many parts a verse needs so that each is at most `budget` characters. */
export function partsNeeded(text: string, budget: number): number {
  return text.length <= budget ? 1 : fewestGroups(slidePieces(text, budget), budget);
}

/**
 * A verse in `parts` parts (at least as many as it needs), cut at clause boundaries and as even as
 * they allow. Two languages on one slide cut each verse into the same number of parts; a verse with
 * fewer clauses than that is cut between words, and any part past its words is empty.
 */
export function splitVerse(text: string, budget: number, parts = partsNeeded(text, budget)): string[] {
  if (parts <= 1) return [text];
  const clauses = slidePieces(text, budget);
  return balancedGroups(clauses.length >= parts ? clauses : text.split(' '), parts);
}

/**
 * The verses of one passage, or of the same passage in two Bibles verse by verse (same count), cut
 * into slides: each slide holds consecutive verses or parts of verses, at most `budget` characters
 * per language (a verse's printed number counted), in order. A slide is one array per language.
 */
export function chunkVerses(sides: readonly (readonly PassageVerse[])[], budget: number): VersePart[][][] {
  const count = sides[0]?.length ?? 0;
  if (sides.some((verses) => verses.length !== count)) throw new Error('chunkVerses: the languages have different verse counts');
  const units: VersePart[][] = [];
  for (let index = 0; index < count; index += 1) {
    const verses = sides.map((verses) => verses[index]!);
    const room = (verse: PassageVerse) => budget - (verse.number ? verse.number.length + 1 : 0);
    const parts = Math.max(...verses.map((verse) => partsNeeded(verse.text, room(verse))));
    const split = verses.map((verse) => splitVerse(verse.text, room(verse), parts));
    for (let part = 0; part < parts; part += 1) units.push(verses.map((verse, side) => ({ ...verse, text: split[side]![part]!, continued: part > 0 })));
  }

  const length = (parts: readonly VersePart[]) => joinedLength(parts.filter((part) => part.text !== '').map((part) => (part.number && !part.continued ? `${part.number} ${part.text}` : part.text)));
  const slides: VersePart[][][] = [];
  let current: VersePart[][] = [];
  for (const unit of units) {
    const fits = current.length > 0 && unit.every((part, side) => length([...current[side]!, part]) <= budget);
    if (fits) unit.forEach((part, side) => current[side]!.push(part));
    else {
      current = unit.map((part) => [part]);
      slides.push(current);
    }
  }
  // A part past a shorter verse's words (two languages) is left off the slide.
  return slides.map((slide) => slide.map((parts) => parts.filter((part) => part.text !== '')));
}

// The outline of an offline sermon, read from its passage (decision 0020): one verse divided at
// its clauses, a passage of several verses in three movements, a theme as three passages each
// preached from its key clause. Every point knows the clause it stands on and the verse it is in.
import type { Language } from '#shared/languages.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { foldText } from '../../bible/fold-text.ts';
import { glossaryEntry } from '../../bible/glossary.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { strongsForVerse } from '../../bible/strongs.ts';
import { wordStudiesForVerse, type VerseWordStudy } from '../../bible/word-studies.ts';
import type { ThemePassage } from '../../content/themes-schema.ts';
import { glossaryRank, keyStudies, keyStudy, plainKeywords, splitClauses, type Clause } from './read-the-text.ts';

export interface OutlinePoint {
  /** The passage quoted under the heading; null when the point is a clause of the main verse, already read above. */
  passage: QuotedPassage | null;
  clause: Clause;
  /** The reference of the clause's verse, in the sermon's language ("Juan 3:16"). */
  clauseReference: string;
  /** The heading the theme map writes for this passage, in the sermon's language; absent when the composer heads the point itself. */
  heading?: string;
}

const POINTS = 3;

function verseReference(language: Language, book: string, chapter: number, verse: number): string | null {
  return quotePassage(bibleFor(language), { start: { book, chapter, verse }, end: { book, chapter, verse } })?.reference ?? null;
}

/** The clauses of a quoted passage, verse by verse, each knowing its verse. */
function clausesOf(passage: QuotedPassage, language: Language, perVerse: number): Clause[] {
  return passage.verses.flatMap((verse) => splitClauses(verse.text, language, perVerse).map((text) => ({ text, book: passage.book, chapter: verse.chapter, verse: verse.verse })));
}

/**
 * In how many verses of a passage each glossary word is said (the KJV's tagged words): a word the
 * passage repeats is what it is about. John 3:1-8 says "born" in five verses and "named" in one;
 * Mark 2:1-12 says "sins" and "forgive" in four.
 */
export function repeatedWords(passage: QuotedPassage): Map<object, number> {
  const counts = new Map<object, number>();
  for (const verse of passage.verses) {
    // Counted once per verse: the KJV's tags can mark one word twice ("in his spirit").
    const entries = new Set(strongsForVerse({ book: passage.book, chapter: verse.chapter, verse: verse.verse }).map((word) => glossaryEntry(word.strong)));
    for (const entry of entries) if (entry) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  }
  return counts;
}

/** The capitalised words of a clause, lower-cased as `plainKeywords` gives them: the names a story opens with. */
const names = (text: string) => (text.match(/\p{Lu}[\p{L}-]*/gu) ?? []).flatMap((name) => name.toLowerCase().split('-'));

/** Verbs every story uses ("saw", "came", "did"): said often, they are still not what a passage is about. */
const COMMON_VERBS = new Set(['G1492', 'G2064', 'G4160', 'G1096', 'G2192', 'G2983', 'G1325', 'G4198', 'G1525', 'G1831', 'H7200', 'H935', 'H6213', 'H5414', 'H3045', 'H3318', 'H1980']);

/**
 * A key word's weight in a passage, lower is weightier: the glossary's rank in four bands (the
 * most preached thirty words, the next seventy, the next two hundred, the rest) divided by how
 * often the passage says it, so a repeated word outweighs a weightier word said once in passing.
 */
export function weightIn(study: VerseWordStudy, repeated: Map<object, number>): number {
  const rank = glossaryRank(study);
  const band = rank < 30 ? 1 : rank < 100 ? 2 : rank < 300 ? 3 : 4;
  // On equal weight the weightier word in the glossary's own order ("word" before "house").
  return band / (COMMON_VERBS.has(study.strong) ? 1 : (repeated.get(study.entry) ?? 1)) + rank / 1e6;
}

/**
 * The clause of a passage that carries its message: the one whose key word is weightiest, a word
 * the whole passage (`repeated`) says often weighing more (`weightIn`), else the first. A clause already preached (`usedTexts`: Mark 2:9 repeats 2:5's
 * "Thy sins be forgiven thee") is passed over.
 */
export function keyClause(passage: QuotedPassage, language: Language, exclude: Set<object> = new Set(), themeWords: string[] = [], repeated: Map<object, number> = new Map(), usedTexts: Set<string> = new Set()): Clause {
  const clauses = clausesOf(passage, language, 3);
  // A theme's passage is preached from the clause that speaks of the theme ("pride"), when one does.
  const onTheme = clauses.find((clause) => themeWords.some((word) => ` ${foldText(clause.text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')} `.includes(` ${word} `)));
  if (onTheme) return onTheme;
  const textKey = (clause: Clause) => foldText(clause.text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ').trim();
  let best = clauses[0]!;
  let bestRank = Number.MAX_SAFE_INTEGER;
  for (const clause of clauses) {
    if (usedTexts.has(textKey(clause))) continue;
    // A statement before a question of the same weight (Mark 2:10 before 2:9's "which is easier?").
    const asks = /\?\P{L}*$/u.test(clause.text) ? 0.01 : 0;
    const rank = Math.min(Number.MAX_SAFE_INTEGER, ...keyStudies(clause, language).filter((study) => !exclude.has(study.entry)).map((study) => weightIn(study, repeated) + asks));
    if (rank < bestRank) [best, bestRank] = [clause, rank];
  }
  // No clause has a word the glossary explains (Daniel 3's Aramaic): the clause that says the most
  // in words of its own, never the names that open a story ("Shadrach, Meshach, and Abed-nego,").
  if (bestRank === Number.MAX_SAFE_INTEGER) {
    const said = (clause: Clause) => {
      if (usedTexts.has(textKey(clause))) return -1;
      const named = new Set(names(clause.text));
      return plainKeywords(clause.text, language).filter((word) => word.length > 3 && !named.has(word)).length;
    };
    let most = -1;
    for (const clause of clauses) {
      const count = said(clause);
      if (count > most) [best, most] = [clause, count];
    }
  }
  // The next point looks for another word: three points on "father" would be one point.
  const chosen = keyStudy(best, language, exclude);
  if (chosen) exclude.add(chosen.entry);
  usedTexts.add(textKey(best));
  return best;
}

function point(passage: QuotedPassage | null, clause: Clause, language: Language): OutlinePoint {
  return { passage, clause, clauseReference: verseReference(language, clause.book, clause.chapter, clause.verse) ?? '' };
}

/** The points of a sermon on the passage the preacher asked for. */
/** `repeated`: the passage's `repeatedWords`, counted once by the caller, which titles the sermon from them too. */
export function outlineFromPassage(main: QuotedPassage, language: Language, repeated: Map<object, number> = repeatedWords(main)): OutlinePoint[] {
  const bible = bibleFor(language);
  if (main.verses.length >= POINTS) {
    // Three movements: the verses in three runs as even as the passage allows.
    const size = main.verses.length / POINTS;
    const used = new Set<object>();
    const usedTexts = new Set<string>();
    return [0, 1, 2].map((index) => {
      const verses = main.verses.slice(Math.round(index * size), Math.round((index + 1) * size));
      const first = verses[0]!;
      const last = verses.at(-1)!;
      const part = quotePassage(bible, { start: { book: main.book, chapter: first.chapter, verse: first.verse }, end: { book: main.book, chapter: last.chapter, verse: last.verse } })!;
      return point(part, keyClause(part, language, used, [], repeated, usedTexts), language);
    });
  }
  // One or two verses: their clauses are the points, read from the main passage above.
  const clauses = clausesOf(main, language, main.verses.length === 1 ? POINTS : 2).slice(0, POINTS);
  const points = clauses.map((clause) => point(null, clause, language));
  // A verse too short to divide in three: the verses after it (or before, at a chapter's end) carry the thought on.
  const last = main.verses.at(-1)!;
  const first = main.verses[0]!;
  for (let step = 1; points.length < POINTS && step <= 6; step++) {
    for (const verse of [last.verse + step, first.verse - step]) {
      if (points.length >= POINTS || verse < 1 || !bible.verse(main.book, last.chapter, verse)) continue;
      const next = quotePassage(bible, { start: { book: main.book, chapter: last.chapter, verse }, end: { book: main.book, chapter: last.chapter, verse } });
      if (next && !points.some((p) => p.clause.verse === verse)) points.push(point(next, keyClause(next, language), language));
    }
  }
  return points.sort((a, b) => a.clause.chapter - b.clause.chapter || a.clause.verse - b.clause.verse);
}

/** A verse this short is preached whole; a longer one from the clause its heading speaks of. */
const WHOLE_VERSE_WORDS = 26;
/** A word's first letters, so "waters" meets "water" and "aguas" meets "agua". */
const stems = (text: string) => new Set((foldText(text.toLowerCase()).match(/\p{L}{3,}/gu) ?? []).map((word) => word.slice(0, 4)));

/**
 * A theme passage's point stands on its key verse (the theme map names it): the whole verse when
 * it is short, else the clause of that verse sharing most words with the heading written for it,
 * then with the theme's words ("aunque se traspasen los montes" is not what Psalm 46 is preached for).
 */
function keyVerseClause(passage: QuotedPassage, authored: ThemePassage, language: Language, themeWords: string[]): Clause {
  const chapter = passage.verses[0]!.chapter;
  const verse = passage.verses.find((candidate) => candidate.chapter === chapter && candidate.verse === authored.keyVerse) ?? passage.verses[0]!;
  const whole = { text: verse.text, book: passage.book, chapter: verse.chapter, verse: verse.verse };
  if (verse.text.split(/\s+/).length <= WHOLE_VERSE_WORDS) return whole;
  const heading = stems(authored[language]);
  const theme = stems(themeWords.join(' '));
  let best = whole;
  let bestScore = 0;
  for (const text of splitClauses(verse.text, language, 3)) {
    const words = stems(text);
    const score = 2 * [...words].filter((word) => heading.has(word)).length + [...words].filter((word) => theme.has(word)).length;
    if (score > bestScore) [best, bestScore] = [{ ...whole, text }, score];
  }
  return best;
}

/** The points of a theme sermon: each passage preached from its key verse under its written heading, or else from its key clause. */
export function outlineFromPassages(passages: QuotedPassage[], language: Language, themeWords: string[] = [], authored: Array<ThemePassage | null> = []): OutlinePoint[] {
  const used = new Set<object>();
  const words = themeWords.map((word) => foldText(word.toLowerCase())).filter((word) => word.length > 2 && !word.includes(' '));
  return passages.map((passage, index) => {
    const written = authored[index];
    if (!written) return point(passage, keyClause(passage, language, used, words), language);
    return { ...point(passage, keyVerseClause(passage, written, language, themeWords), language), heading: written[language] };
  });
}

const NAMES_OF_GOD = /^(god|lord|jesus|christ|dios|senor|jesus|cristo|jehova)$/;
const PARTICLES = /^(forth|out|away|down|again|back|unto|upon)$/i;

/**
 * The word of a point's clause that its written heading speaks of ("amparo" under «Un amparo en la
 * tormenta»), with its word study when the glossary has one; null when the heading shares no word
 * with the clause. The point is then explained from that word, not from another the clause holds.
 */
export function headingWord(outline: OutlinePoint, language: Language): { word: string; study: VerseWordStudy | null } | null {
  if (!outline.heading) return null;
  const heading = stems(outline.heading);
  // "forth", "out", "away" in a heading ("Coming Forth as Gold") are not what it speaks of.
  const inHeading = (word: string) => word.length >= 3 && heading.has(foldText(word.toLowerCase()).slice(0, 4)) && !NAMES_OF_GOD.test(foldText(word.toLowerCase())) && !PARTICLES.test(word);
  const folded = ` ${foldText(outline.clause.text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')} `;
  const studies = wordStudiesForVerse({ book: outline.clause.book, chapter: outline.clause.chapter, verse: outline.clause.verse });
  for (const study of studies) {
    const word = language === 'en' ? study.english.split(' … ')[0]! : study.spanish;
    if (word && !word.includes(' ') && folded.includes(` ${foldText(word.toLowerCase())} `) && inHeading(word)) return { word, study };
  }
  const words = (outline.clause.text.match(/\p{L}+/gu) ?? []).filter(inHeading);
  const longest = words.reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null);
  return longest ? { word: longest.toLowerCase(), study: null } : null;
}

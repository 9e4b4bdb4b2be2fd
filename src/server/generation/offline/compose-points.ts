// The outline of an offline sermon, read from its passage (decision 0020): one verse divided at
// its clauses, a passage of several verses in three movements, a theme as three passages each
// preached from its key clause. Every point knows the clause it stands on and the verse it is in.
import type { Language } from '#shared/languages.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { foldText } from '../../bible/fold-text.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { glossaryRank, keyStudy, splitClauses, type Clause } from './read-the-text.ts';

export interface OutlinePoint {
  /** The passage quoted under the heading; null when the point is a clause of the main verse, already read above. */
  passage: QuotedPassage | null;
  clause: Clause;
  /** The reference of the clause's verse, in the sermon's language ("Juan 3:16"). */
  clauseReference: string;
}

const POINTS = 3;

function verseReference(language: Language, book: string, chapter: number, verse: number): string | null {
  return quotePassage(bibleFor(language), { start: { book, chapter, verse }, end: { book, chapter, verse } })?.reference ?? null;
}

/** The clauses of a quoted passage, verse by verse, each knowing its verse. */
function clausesOf(passage: QuotedPassage, language: Language, perVerse: number): Clause[] {
  return passage.verses.flatMap((verse) => splitClauses(verse.text, language, perVerse).map((text) => ({ text, book: passage.book, chapter: verse.chapter, verse: verse.verse })));
}

/** The clause of a passage that carries its message: the first with a word the glossary explains, else the first. */
export function keyClause(passage: QuotedPassage, language: Language, exclude: Set<object> = new Set(), themeWords: string[] = []): Clause {
  const clauses = clausesOf(passage, language, 3);
  // A theme's passage is preached from the clause that speaks of the theme ("pride"), when one does.
  const onTheme = clauses.find((clause) => themeWords.some((word) => ` ${foldText(clause.text.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')} `.includes(` ${word} `)));
  if (onTheme) return onTheme;
  let best = clauses[0]!;
  let bestRank = Number.MAX_SAFE_INTEGER;
  for (const clause of clauses) {
    const study = keyStudy(clause, language, exclude);
    const rank = study ? glossaryRank(study) : Number.MAX_SAFE_INTEGER;
    if (rank < bestRank) [best, bestRank] = [clause, rank];
  }
  // The next point looks for another word: three points on "father" would be one point.
  const chosen = keyStudy(best, language, exclude);
  if (chosen) exclude.add(chosen.entry);
  return best;
}

function point(passage: QuotedPassage | null, clause: Clause, language: Language): OutlinePoint {
  return { passage, clause, clauseReference: verseReference(language, clause.book, clause.chapter, clause.verse) ?? '' };
}

/** The points of a sermon on the passage the preacher asked for. */
export function outlineFromPassage(main: QuotedPassage, language: Language): OutlinePoint[] {
  const bible = bibleFor(language);
  if (main.verses.length >= POINTS) {
    // Three movements: the verses in three runs as even as the passage allows.
    const size = main.verses.length / POINTS;
    const used = new Set<object>();
    return [0, 1, 2].map((index) => {
      const verses = main.verses.slice(Math.round(index * size), Math.round((index + 1) * size));
      const first = verses[0]!;
      const last = verses.at(-1)!;
      const part = quotePassage(bible, { start: { book: main.book, chapter: first.chapter, verse: first.verse }, end: { book: main.book, chapter: last.chapter, verse: last.verse } })!;
      return point(part, keyClause(part, language, used), language);
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

/** The points of a theme sermon: each chosen passage preached from its key clause. */
export function outlineFromPassages(passages: QuotedPassage[], language: Language, themeWords: string[] = []): OutlinePoint[] {
  const used = new Set<object>();
  const words = themeWords.map((word) => foldText(word.toLowerCase())).filter((word) => word.length > 2 && !word.includes(' '));
  return passages.map((passage) => point(passage, keyClause(passage, language, used, words), language));
}

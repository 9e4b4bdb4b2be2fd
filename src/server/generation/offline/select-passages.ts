import type { Language } from '#shared/languages.ts';
import { bibleFor, type BibleText } from '../../bible/bible-text.ts';
import { findNavesTopics, navesTopic } from '../../bible/naves-topics.ts';
import { parseReferences, type PassageRange } from '../../bible/parse-references.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { findThemes, type SermonTheme } from '../../bible/sermon-themes.ts';
import type { ThemePassage } from '../../content/themes-schema.ts';
import { searchVerses } from '../../bible/verse-search.ts';
import { GenerationError } from '../sermon-engine.ts';
import type { seededChooser } from './seeded-random.ts';

/** A passage the sermon quotes: reference and text exactly as the Bible data has them (see quote-reference.ts). */
type ChosenPassage = QuotedPassage;

/**
 * Passages this engine picks itself (cross-references, a theme's passages, Nave's topics, a word
 * search) stay short enough to read aloud: a longer one is taken as its first 8 verses, and its
 * reference names exactly those. Nobody asked for the longer passage, so nothing is cut from what
 * was asked; a passage the preacher names goes through quoteReference, whole up to 40 verses.
 */
const MAX_CHOSEN_VERSES = 8;

/** A range the engine picked, as quoted in a sermon, or null when it is not in this Bible. */
function choose(bible: BibleText, range: PassageRange): ChosenPassage | null {
  const passage = quotePassage(bible, range);
  if (!passage || passage.verses.length <= MAX_CHOSEN_VERSES) return passage;
  const first = passage.verses[0]!;
  const last = passage.verses[MAX_CHOSEN_VERSES - 1]!;
  return quotePassage(bible, { start: { book: passage.book, chapter: first.chapter, verse: first.verse }, end: { book: passage.book, chapter: last.chapter, verse: last.verse } });
}

const rangeKey = (range: PassageRange) => `${range.start.book}.${range.start.chapter}.${range.start.verse ?? 0}`;

interface Selection {
  main: ChosenPassage;
  points: [ChosenPassage, ChosenPassage, ChosenPassage];
  theme: SermonTheme | null;
  /** For a theme sermon, each point's passage as the theme map writes it (key verse, headings); null for a passage found otherwise. */
  authored: Array<ThemePassage | null>;
}

type Chooser = ReturnType<typeof seededChooser>;

/**
 * The passages of a theme sermon (a passage asked for is quoted as asked, by the engine): the theme
 * map's when it knows the theme, else Nave's topics and the word search. Every one verified in the
 * sermon's Bible.
 */
export function selectPassages(input: { title: string; language: Language }, chooser: Chooser): Selection {
  const bible = bibleFor(input.language);
  const theme = findThemes(input.title, input.language)[0] ?? findThemes(input.title, input.language === 'es' ? 'en' : 'es')[0] ?? null;
  return (theme && fromThemeMap(bible, theme, chooser)) ?? fromSearch(bible, input.title, input.language, theme, chooser);
}

/**
 * A theme the map knows: its first passage opens the sermon and three of the others, chosen by the
 * seed, carry the points in the order the map gives them (the headings are written to follow on).
 */
function fromThemeMap(bible: BibleText, theme: SermonTheme, chooser: Chooser): Selection | null {
  // parseReferences keeps recent results, so a theme's references are parsed once, not per sermon.
  const quoted = theme.passages.map((passage) => {
    const [range] = parseReferences(passage.reference, 'en');
    return { passage, quoted: range ? choose(bible, range) : null };
  });
  const [first, ...rest] = quoted.filter((entry): entry is { passage: ThemePassage; quoted: ChosenPassage } => entry.quoted !== null);
  if (!first || rest.length < 3) return null;
  const picked = chooser.sample(rest, 3).sort((a, b) => rest.indexOf(a) - rest.indexOf(b));
  return { main: first.quoted, points: [picked[0]!.quoted, picked[1]!.quoted, picked[2]!.quoted], theme, authored: picked.map((entry) => entry.passage) };
}

/** A theme the map does not know: Nave's topics (English) and the word search find its passages. */
function fromSearch(bible: BibleText, title: string, language: Language, theme: SermonTheme | null, chooser: Chooser): Selection {
  const candidates: PassageRange[] = [];
  if (language === 'en') {
    for (const name of findNavesTopics(title).slice(0, 2)) {
      for (const subtopic of navesTopic(name)?.subtopics.slice(0, 3) ?? []) candidates.push(...subtopic.passages.slice(0, 4));
    }
  }
  for (const hit of searchVerses(title, language, 12)) {
    candidates.push({ start: { book: hit.book, chapter: hit.chapter, verse: hit.verse }, end: { book: hit.book, chapter: hit.chapter, verse: hit.verse } });
  }
  // The strongest passage opens the sermon; the next ones, in a varied order, carry the points.
  let main: ChosenPassage | null = null;
  for (const range of candidates) if ((main = choose(bible, range))) break;
  if (!main) throw new GenerationError('no_scripture_found');
  const points = pickDistinct(bible, candidates.slice(1, 10), [main.range], 3, chooser);
  const fill = points.length < 3 ? fallbackPassages(bible, language, main.text, [main.range, ...points.map((p) => p.range)], 3 - points.length) : [];
  const [first, second, third] = [...points, ...fill];
  if (!first || !second || !third) throw new GenerationError('no_scripture_found');
  return { main, points: [first, second, third], theme, authored: [] };
}

/** Up to `count` distinct passages from the candidates, in an order varied by the chooser. */
function pickDistinct(bible: BibleText, candidates: PassageRange[], exclude: PassageRange[], count: number, chooser: Chooser): ChosenPassage[] {
  const seen = new Set(exclude.map(rangeKey));
  const pool = candidates.filter((range) => {
    const key = rangeKey(range);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const chosen: ChosenPassage[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [range] = pool.splice(chooser.index(Math.min(pool.length, 4)), 1);
    const passage = choose(bible, range!);
    if (passage) chosen.push(passage);
  }
  return chosen;
}

/** When a passage has few links, its cross-references' own links or a word search fill the points. */
function fallbackPassages(bible: BibleText, language: Language, text: string, exclude: PassageRange[], count: number): ChosenPassage[] {
  const seen = new Set(exclude.map(rangeKey));
  const found: ChosenPassage[] = [];
  for (const hit of searchVerses(text, language, 30)) {
    const range = { start: { book: hit.book, chapter: hit.chapter, verse: hit.verse }, end: { book: hit.book, chapter: hit.chapter, verse: hit.verse } };
    if (seen.has(rangeKey(range))) continue;
    seen.add(rangeKey(range));
    const passage = choose(bible, range);
    if (passage) found.push(passage);
    if (found.length === count) break;
  }
  return found;
}

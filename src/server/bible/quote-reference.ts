import type { Language } from '#shared/languages.ts';
import { passageLabel } from '#shared/passage-label.ts';
import { looksLikeLoneReference } from '#shared/scripture.ts';
import { bibleFor, type BibleText } from './bible-text.ts';
import { parseReferences, type PassageRange } from './parse-references.ts';
import { resolvePassage, type ResolvedVerse } from './resolve-passage.ts';

/**
 * The longest passage a sermon or a lookup quotes in full (decision 0014). Forty verses take about
 * six minutes to read aloud, a long Scripture reading in a service, and hold the passages
 * preachers read whole: every parable (the longest, the prodigal son, Luke 15:11-32, has 22
 * verses), 143 of the 150 psalms (Psalm 91 has 16, Psalm 22 has 31), whole chapters such as
 * Luke 15 (32), Romans 8 (39) and Hebrews 11 (40). Longer ones (Psalm 119, Matthew 5-7) are
 * preached a section at a time, and the sermon says which verses it shows.
 */
export const MAX_QUOTED_VERSES = 40;

/** A passage as quoted: the reference asked for, the text shown, and which verses, when not all. */
export interface QuotedPassage {
  /** The canonical reference of the whole passage asked for ("Luke 15:11-32"). */
  reference: string;
  /** Only when fewer verses are shown than the reference names: "15:11-40", "3:1-4:8" (or "1:4-16" where this Bible numbers 1:17 elsewhere). */
  shown?: string;
  /** The reference with its note when cut: "Luke 15:11-32 (verses 11-40 shown)". */
  label: string;
  /** The shown verses' text, joined with spaces: exactly the Bible data's words. */
  text: string;
  book: string;
  verses: ResolvedVerse[];
  range: PassageRange;
}

function shownRange(verses: ResolvedVerse[]): string {
  const first = verses[0]!;
  const last = verses.at(-1)!;
  if (first.chapter !== last.chapter) return `${first.chapter}:${first.verse}-${last.chapter}:${last.verse}`;
  return first.verse === last.verse ? `${first.chapter}:${first.verse}` : `${first.chapter}:${first.verse}-${last.verse}`;
}

/**
 * A parsed range as a sermon quotes it: whole up to MAX_QUOTED_VERSES verses; beyond, its first
 * MAX_QUOTED_VERSES verses, and the reference still names the whole passage while `shown` says
 * which verses are there. Null when the passage is not in this Bible.
 */
export function quotePassage(bible: BibleText, range: PassageRange): QuotedPassage | null {
  const passage = resolvePassage(bible, range);
  if (!passage) return null;
  const verses = passage.verses.length > MAX_QUOTED_VERSES ? passage.verses.slice(0, MAX_QUOTED_VERSES) : passage.verses;
  const shown = verses.length < passage.verses.length ? shownRange(verses) : undefined;
  return {
    reference: passage.reference,
    ...(shown ? { shown } : {}),
    label: passageLabel(shown ? { reference: passage.reference, shown } : { reference: passage.reference }, bible.language),
    text: verses.map((v) => v.text).join(' '),
    book: passage.book,
    verses,
    range,
  };
}

/**
 * A reference typed by a person or a model, quoted from the Bible of the sermon's language. A
 * Spanish preacher may type "John 3:16" and an English one "Juan 3:16": both grammars are tried.
 * Both sermon engines quote through here, so they read every reference alike.
 */
export function quoteReference(reference: string, language: Language): QuotedPassage | null {
  const range = parseReferences(reference, language)[0] ?? parseReferences(reference, language === 'es' ? 'en' : 'es')[0];
  if (!range) return null;
  const bible = bibleFor(language);
  return quotePassage(bible, range) ?? quoteToChapterEnd(bible, bibleFor(language === 'es' ? 'en' : 'es'), range);
}

/**
 * A range whose last verse this Bible numbers into the next chapter, though the other Bible has it
 * in this one (the RV1909 ends Jonah 1 at verse 16; the KJV's 1:17 is its 2:1): the verses this
 * chapter has, up to its end, and the label says which are shown. A verse neither Bible has stays
 * not found.
 */
function quoteToChapterEnd(bible: BibleText, other: BibleText, range: PassageRange): QuotedPassage | null {
  const { start, end } = range;
  if (end.verse === undefined || end.book !== start.book) return null;
  const last = bible.verseCount(end.book, end.chapter);
  if (end.verse <= last || end.verse > other.verseCount(end.book, end.chapter)) return null;
  const clamped = quotePassage(bible, { start, end: { ...end, verse: last } });
  if (!clamped || clamped.shown) return clamped;
  const asked = resolvePassage(other, range);
  if (!asked) return null;
  // The reference named is the one asked for, in this Bible's words; the label says which verses are here.
  const reference = clamped.verses.length === 1 ? `${clamped.reference}-${end.verse}` : clamped.reference.replace(/\d+$/, String(end.verse));
  const shown = shownRange(clamped.verses);
  return { ...clamped, reference, shown, label: passageLabel({ reference, shown }, bible.language), range };
}

/**
 * True when a "theme" is nothing but a Bible reference that exists ("Jude 24", "Salmo 23",
 * "Romans 8"): the generator form sends text without "chapter:verse" as a theme (product §5), but
 * a preacher who types "Jude 24" means the verse, and both engines treat it as the passage.
 */
export function isLoneReference(text: string, language: Language): boolean {
  return looksLikeLoneReference(text) && quoteReference(text, language) !== null;
}

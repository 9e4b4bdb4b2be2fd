// The plain composed outline (decision 0028): what the offline engine says about a passage the
import { quoted } from '#shared/quote-marks.ts';
// preaching library has no entry for, built only from data that is true of every passage — the
// preaching unit that holds it, its own verses split into three consecutive groups, the KJV's
// Strong's tags, the Strong's dictionary, the glossary's written senses and the cross-reference
// data. Nothing here guesses what a passage means: no word list decides a mood, a kind of
// statement or a theme, and no heading or title is built from a picked word.
import type { Language } from '#shared/languages.ts';
import type { GlossaryEntry } from '#shared/glossary-schema.ts';
import type { UnitSketch } from '#shared/library-schema.ts';
import { bibleFor, type BibleText } from '../../bible/bible-text.ts';
import { crossReferences } from '../../bible/cross-references.ts';
import { definitionFor, glossaryEntry } from '../../bible/glossary.ts';
import type { PassageRange } from '../../bible/parse-references.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { strongsEntry, strongsForVerse, strongsVerseCount, type StrongsEntry } from '../../bible/strongs.ts';
import { meaningfulPart, spanishFormsInVerse } from '../../bible/word-studies.ts';
import { englishWords } from '../../content/content-files.ts';
import { rangeContains, readLibraryRange, versesOf, type LibraryRange } from '../../library/library-range.ts';
import type { PreachingLibrary } from '../../library/preaching-library.ts';
import { compareRanks } from './compare-ranks.ts';

export interface Verse {
  chapter: number;
  verse: number;
  text: string;
}

/** The word of a group chosen for study, with what the data says of it. */
export interface KeyWord {
  strong: string;
  /** The KJV words that render it ("only begotten"). */
  english: string;
  /** The RV1909's word for it in the same verse, when the glossary knows its forms and one is there. */
  spanish: string | null;
  dictionary: StrongsEntry;
  glossary: GlossaryEntry | null;
  /** The verse it stands in, as referenced in the sermon's language ("Juan 3:16"). */
  reference: string;
  at: Verse;
}

export interface ComposedPoint {
  /** The verses of the group, quoted from the sermon's Bible. */
  group: QuotedPassage;
  /** True when the group is the very verse or passage asked for, already read in the introduction. */
  isMain: boolean;
  heading: string;
  /** What the group's verses say, from the unit's sketch (decision 0031), when one was written. */
  says: string | null;
  /**
   * Where a group from the verses around a short passage stands: after it or before it. Such a
   * point is preached as the passage's setting, and says so; null for the passage's own verses.
   */
  setting: 'after' | 'before' | null;
  keyWord: KeyWord | null;
  crossReference: { passage: QuotedPassage; sameWord: boolean } | null;
}

const POINTS = 3;
/** A heading quotes a whole phrase of its group of this many words. */
const HEADING_WORDS = { min: 4, max: 12 };
/** A cross-reference is quoted in full, so it stays short. */
const MAX_CROSS_REFERENCE_VERSES = 3;

const key = (verse: { chapter: number; verse: number }) => verse.chapter * 1000 + verse.verse;

/** The verse before or after one, across chapter ends, within the book; null at the book's ends. */
function neighbour(bible: BibleText, book: string, at: { chapter: number; verse: number }, step: 1 | -1): Verse | null {
  let { chapter, verse } = at;
  verse += step;
  if (verse < 1) {
    chapter -= 1;
    if (chapter < 1) return null;
    verse = bible.verseCount(book, chapter);
  } else if (verse > bible.verseCount(book, chapter)) {
    chapter += 1;
    if (chapter > bible.chapterCount(book)) return null;
    verse = 1;
  }
  const text = bible.verse(book, chapter, verse);
  return text ? { chapter, verse, text } : null;
}

/** Consecutive verses quoted as one passage of the sermon's Bible. */
function quoteVerses(bible: BibleText, book: string, verses: Verse[]): QuotedPassage | null {
  const first = verses[0];
  const last = verses.at(-1);
  if (!first || !last) return null;
  const range: PassageRange = { start: { book, chapter: first.chapter, verse: first.verse }, end: { book, chapter: last.chapter, verse: last.verse } };
  return quotePassage(bible, range);
}

/** A list cut into `parts` consecutive runs as even as it allows. */
function split<T>(items: T[], parts: number): T[][] {
  const size = items.length / parts;
  return Array.from({ length: parts }, (_, index) => items.slice(Math.round(index * size), Math.round((index + 1) * size))).filter((run) => run.length > 0);
}

/**
 * The three groups of verses the points stand on. Three verses or more: the passage itself in three
 * consecutive runs. One verse: the verses of its unit that lead to it, the verse, the verses that
 * carry it on (at a unit's edge, the two runs on the side it has). Two verses: each verse, then the
 * verses that follow (or, at the unit's end, those before). A unit too short to give them lends the
 * verses around it.
 */
function verseGroups(bible: BibleText, main: QuotedPassage, unit: LibraryRange | null): { groups: Verse[][]; mainIndex: number | null } {
  const asked: Verse[] = main.verses.map((verse) => ({ chapter: verse.chapter, verse: verse.verse, text: verse.text }));
  if (asked.length >= POINTS) return { groups: split(asked, POINTS), mainIndex: null };
  const askedKeys = new Set(asked.map(key));
  const context: Verse[] = unit ? versesOf(bible, unit) : [];
  // The asked verses must be in the context, in order, whatever the unit data says.
  if (!asked.every((verse) => context.some((other) => key(other) === key(verse)))) context.splice(0, context.length, ...asked);
  // Only a unit too short to give three groups borrows the verses around it.
  for (let added = 0; context.length < asked.length + 3 && added < 4; added++) {
    const before = neighbour(bible, main.book, context[0]!, -1);
    const after = neighbour(bible, main.book, context.at(-1)!, 1);
    if (!before && !after) break;
    if (before) context.unshift(before);
    if (after) context.push(after);
  }
  const start = context.findIndex((verse) => askedKeys.has(key(verse)));
  const before = context.slice(0, start);
  const after = context.slice(start + asked.length);
  if (asked.length === 1) {
    if (before.length > 0 && after.length > 0) return { groups: [before.slice(-3), asked, after.slice(0, 3)], mainIndex: 1 };
    if (after.length > 0) return { groups: [asked, ...split(after.slice(0, 6), Math.min(2, after.length))], mainIndex: 0 };
    if (before.length > 0) {
      const runs = split(before.slice(-6), Math.min(2, before.length));
      return { groups: [...runs, asked], mainIndex: runs.length };
    }
    return { groups: [asked], mainIndex: 0 };
  }
  // Two verses: each is a point; the third is what follows them, or what leads to them.
  const [first, second] = asked as [Verse, Verse];
  if (after.length > 0) return { groups: [[first], [second], after.slice(0, 3)], mainIndex: null };
  if (before.length > 0) return { groups: [before.slice(-3), [first], [second]], mainIndex: null };
  return { groups: [[first], [second]], mainIndex: null };
}

/**
 * A heading that cannot misread its group: a phrase of it as printed, 4 to 12 words, that begins
 * where a verse or a sentence begins (after . ; : ? !, never after a comma, so "éste es varón
 * perfecto" never loses its "Si alguno no ofende en palabra") and ends at a punctuation mark, not
 * at the words that announce a speech. The
 * first and shortest such phrase that says the group's key word (`word`, as this Bible prints it),
 * else the first: the heading then names what the point studies. A phrase ending as another
 * point's heading ends (`others`) is passed over. Null when the group has none.
 */
export function openingPhrase(verses: Verse[], word: string | null = null, others: readonly string[] = []): string | null {
  const phrases: string[] = [];
  for (const verse of verses) {
    // Pieces end at punctuation; each keeps its mark so that a joined phrase reads as printed.
    const pieces = verse.text.match(/[^,;:.?!]+[,;:.?!]*/g) ?? [];
    for (let start = 0; start < pieces.length; start++) {
      if (start > 0 && !/[.;:?!]\W*$/.test(pieces[start - 1]!)) continue;
      let phrase = '';
      for (let end = start; end < pieces.length; end++) {
        phrase += pieces[end]!;
        const words = phrase.trim().split(/\s+/).length;
        if (words > HEADING_WORDS.max) break;
        const text = phrase.trim().replace(/[,;:.]+$/, '');
        // Never a parenthesis or a quotation left open; never the words that announce a speech (a phrase
        // ending at a colon, or at a comma before a capital: "Then he said unto them, Go your way"); never
        // a phrase whose last piece is one word ("Entonces le respondió: Ah").
        const next = pieces[end + 1]?.trim() ?? '';
        const announces = /:\W*$/.test(pieces[end]!) || (/,\W*$/.test(pieces[end]!) && /^\p{Lu}/u.test(next));
        const lastPieceWords = pieces[end]!.trim().split(/\s+/).length;
        if (words >= HEADING_WORDS.min && balanced(text) && !announces && lastPieceWords >= 2) phrases.push(text);
      }
    }
  }
  const plain = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim()} `;
  const says = (phrase: string) => word !== null && plain(phrase).includes(plain(word));
  // Two headings never end alike ("Y Gedeón le respondió: Ah, Señor mío", "Entonces le respondió: Ah, Señor mío").
  const ending = (text: string) => plain(text).trim().split(' ').slice(-3).join(' ');
  const fresh = phrases.filter((phrase) => !others.some((other) => ending(other) === ending(phrase)));
  return fresh.find(says) ?? fresh[0] ?? null;
}

/** No bracket or quotation mark left open in a phrase. */
function balanced(text: string): boolean {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  return count(/\(/g) === count(/\)/g) && count(/\[/g) === count(/\]/g) && count(/[“«]/g) === count(/[”»]/g) && count(/[‘]/g) <= count(/[’]/g);
}

/** The words of a verse by their lower-case form, each as printed (for finding the RV1909 form of a glossary word). */
const wordsOf = (text: string) => new Map((text.match(/\p{L}+/gu) ?? []).reverse().map((word) => [word.toLowerCase(), word]));

/** A word said in more verses than this is said everywhere ("word", "hear", "behold"): it tells little about a passage. */
const COMMON_WORD_VERSES = 400;

/** A phrase of several words as a verse prints it (any case), or null when it is one word or not there. */
function phraseIn(text: string, phrase: string): string | null {
  if (!phrase.includes(' ')) return null;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').exec(text)?.[0] ?? null;
}

/** An English numeral: a count (the "nine" of a list of towns) is never the word a point studies. */

const NUMERAL = /^(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thir|four|fif|six|seven|eigh|nine)(?:teen)?|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|score|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:twent|thirt|fort|fift|sixt|sevent|eight|ninet)ieth|hundredth|thousandth)s?$/i;

/** Lower-case words of a heading, for matching a verse's words: a word and its inflections ("gathers", "gathereth") share a stem. */
const stem = (word: string) => word.toLowerCase().replace(/['’]s$/u, '').replace(/(?:eth|est|ing|ed|es|s)$/u, '');
/** Each content word's stem in a heading, with its place: the earlier word is what the heading is about ("Faith Not Found"). */
const headingStems = (heading: string | null) => {
  const places = new Map<string, number>();
  for (const word of heading?.match(/\p{L}+/gu) ?? []) if (word.length >= 3 && !englishWords().pointing.has(word.toLowerCase()) && !places.has(stem(word))) places.set(stem(word), places.size);
  return places;
};

/**
 * The group's key word, by one rule for every passage: among the words the KJV tags in the group
 * that are not names (they are printed in lower case) or particles (one or two letters) and have a Strong's dictionary entry, the
 * rarest in the whole Bible (on a tie, one the glossary explains, then the first). A Spanish sermon
 * can name a word only through the glossary's RV1909 forms, so it takes the rarest word whose form
 * stands in the verse, when one is not said everywhere; else the rarest word, given in the original
 * alone. A number another point studies is passed over. When a person has headed the group (a
 * sketch's movement), a word the heading names comes first, the heading's first word before its
 * later ones: the heading says what the verses are about ("A Word Is Enough" studies "word", not
 * the rarest word, "instantly").
 */
export function keyWordOf(book: string, verses: Verse[], language: Language, used: Set<string>, heading: string | null = null): KeyWord | null {
  const named = headingStems(heading);
  const bible = bibleFor(language);
  let best: { word: KeyWord; rank: [number, number, number, number] } | null = null;
  let order = 0;
  for (const verse of verses) {
    const spanishText = language === 'es' ? (bibleFor('es').verse(book, verse.chapter, verse.verse) ?? '') : null;
    const spanishWords = spanishText === null ? null : wordsOf(spanishText);
    const tags = strongsForVerse({ book, chapter: verse.chapter, verse: verse.verse });
    // One word of the verse renders one word of the original: the forms are matched over the whole verse.
    const formsHere = spanishText === null ? null : spanishFormsInVerse(tags.flatMap((tagged) => glossaryEntry(tagged.strong) ?? []), spanishText);
    // A word the English splits ("is lifted … up") is shown by its longest part ("lifted").
    const longest = new Map<string, string>();
    for (const tagged of tags) {
      const part = meaningfulPart(tagged.text);
      if (part.length > (longest.get(tagged.strong)?.length ?? 0)) longest.set(tagged.strong, part);
    }
    for (const tagged of tags) {
      order++;
      const english = longest.get(tagged.strong) ?? '';
      // A name is printed with a capital; a word of one or two letters is a particle the tags kept alone ("up" of "lifted up").
      if (english.length < 3 || !/^\p{Ll}/u.test(english) || NUMERAL.test(english) || englishWords().pointing.has(english.toLowerCase()) || englishWords().coarse.has(english.toLowerCase()) || used.has(tagged.strong)) continue;
      const dictionary = strongsEntry(tagged.strong);
      if (!dictionary?.definition) continue;
      const glossary = glossaryEntry(tagged.strong);
      const form = glossary && formsHere ? (formsHere.get(glossary) ?? undefined) : undefined;
      // A headword of several words ("he aquí") is named whole where the verse says it, not by one of its words ("aquí").
      const phrase = form && glossary ? phraseIn(spanishText!, glossary.es.headword.split(',')[0]!.trim()) : null;
      const spanish = phrase ?? (form ? spanishWords!.get(form)! : null);
      const explained = glossary !== null && (language === 'en' || spanish !== null);
      const count = strongsVerseCount(tagged.strong);
      // A heading's word must be said in the sermon's language: a Spanish sermon names it through the glossary.
      const headed = (language === 'en' || spanish !== null ? named.get(stem(english)) : undefined) ?? named.size;
      const rank: [number, number, number, number] = language === 'en' ? [headed, count, explained ? 0 : 1, order] : [headed, explained && count <= COMMON_WORD_VERSES ? 0 : 1, count, order];
      if (best && compareRanks(rank, best.rank) >= 0) continue;
      const reference = quoteVerses(bible, book, [verse])?.reference ?? '';
      best = { word: { strong: tagged.strong, english, spanish, dictionary, glossary: explained ? glossary : null, reference, at: verse }, rank };
    }
  }
  if (best) used.add(best.word.strong);
  return best?.word ?? null;
}

/** What the word means, in the sermon's language: in English Strong's definition, in Spanish the glossary's sense for this rendering. */
export function senseOf(word: KeyWord, language: Language): string | null {
  if (word.glossary && language === 'es') return definitionFor(word.glossary, language, language === 'es' ? (word.spanish ?? '') : word.english).replace(/[.;,:\s]+$/, '');
  if (language === 'es') return null;
  return tidyDefinition(word.dictionary.definition);
}

/**
 * Strong's definition as one clean clause: without the notes on its derivation and spelling (the
 * parts that cite another number, "from H7891", or a form, "the second form being feminine"), no
 * trailing punctuation, at most about 200 characters, cut at a semicolon.
 */
function tidyDefinition(definition: string): string {
  const notes = (part: string) => /\b[GH]\d+\b/.test(part) || /^(the )?(first|second|third|last|latter|former) forms?\b/i.test(part) || /\bforms? being\b/i.test(part);
  const parts = definition.split(';').map((part) => part.trim()).filter((part) => part && !notes(part));
  // The dictionary file prints some possessives with an acute accent and a space ("potter´ s").
  let text = (parts.length > 0 ? parts.join('; ') : definition).replace(/´ s\b/g, "'s").trim().replace(/[.;,:\s]+$/, '');
  if (text.length > 200) {
    const cut = text.lastIndexOf(';', 200);
    text = cut > 20 ? text.slice(0, cut) : text;
  }
  return text;
}

/** The Strong's numbers of a verse's tagged words that are not names (printed in lower case). */
function taggedWords(book: string, chapter: number, verse: number): Set<string> {
  return new Set(
    strongsForVerse({ book, chapter, verse })
      .filter((word) => /^\p{Ll}/u.test(meaningfulPart(word.text)))
      .map((word) => word.strong),
  );
}

/** The KJV words of a passage's verses, lower-cased, in order. */
function kjvTokens(book: string, verses: ReadonlyArray<{ chapter: number; verse: number }>): string[] {
  return verses.flatMap((verse) => (bibleFor('en').verse(book, verse.chapter, verse.verse) ?? '').toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? []);
}

/** The longest run of words two texts share, in words: four or more is one quoting the other. */
function longestSharedRun(a: string[], b: string[]): number {
  let best = 0;
  const previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
      if (previous[j]! > best) best = previous[j]!;
      diagonal = above;
    }
  }
  return best;
}

/** Words shared in a run this long are a quotation ("The just shall live by faith"). */
const QUOTATION_WORDS = 4;

/**
 * One cross-reference of the key word's verse (else of the group's verses), from the cross-reference
 * data, quoted in full: at most three verses, outside the passage preached and not used yet. The
 * data lists many links per verse in canonical order, some loose, so they are ranked by one rule:
 * a passage in another book that quotes the verse or is quoted by it (a run of four words or more
 * in the KJV: Romans 1:17 for Habakkuk 2:4, Psalm 78:2 for Matthew 13:35) first, one in the other
 * testament before one in the same (a shared idiom, "from the foundation of the world", is no
 * quotation) — inside one book a shared run is the writer's own formula ("that it might be
 * fulfilled which was spoken by the prophet"); then one where the KJV tags the key word's own Strong's number, as the same
 * English word before another rendering (the sermon says it is the same word); then the one that
 * shares the most tagged words with the verse, a rare word weighing more than a common one; then
 * the data's order.
 */
export function crossReferenceFor(book: string, verses: Verse[], keyWord: KeyWord | null, keyVerse: Verse | null, language: Language, excluded: Array<{ book: string; from: number; to: number }>, used: Set<string>): { passage: QuotedPassage; sameWord: boolean } | null {
  const bible = bibleFor(language);
  const sources = keyVerse ? [keyVerse, ...verses.filter((verse) => key(verse) !== key(keyVerse))] : verses;
  let best: { passage: QuotedPassage; sameWord: boolean; score: number } | null = null;
  for (const source of sources) {
    const own = taggedWords(book, source.chapter, source.verse);
    const ownTokens = kjvTokens(book, [source]);
    for (const range of crossReferences(book, source.chapter, source.verse)) {
      const start = range.start;
      const end = range.end ?? range.start;
      if (start.verse === undefined || end.verse === undefined || start.chapter !== end.chapter || end.verse - start.verse + 1 > MAX_CROSS_REFERENCE_VERSES) continue;
      const from = key({ chapter: start.chapter, verse: start.verse });
      const to = key({ chapter: end.chapter, verse: end.verse });
      if (excluded.some((span) => span.book === start.book && from <= span.to && to >= span.from)) continue;
      const passage = quotePassage(bible, range);
      if (!passage || used.has(passage.reference)) continue;
      const theirs = new Set(passage.verses.flatMap((verse) => [...taggedWords(passage.book, verse.chapter, verse.verse)]));
      const sameWord = keyWord !== null && key(source) === key(keyWord.at) && theirs.has(keyWord.strong);
      const theirTokens = kjvTokens(passage.book, passage.verses);
      const run = passage.book === book ? 0 : longestSharedRun(ownTokens, theirTokens);
      const sameRendering = sameWord && ` ${theirTokens.join(' ')} `.includes(` ${keyWord!.english.split(' … ')[0]!.toLowerCase()} `);
      // Shared words weigh by their rarity: two verses that both say "dipped" are closer than two that say "seven".
      const shared = [...own].filter((strong) => theirs.has(strong)).reduce((sum, strong) => sum + 1 / Math.sqrt(Math.max(1, strongsVerseCount(strong))), 0);
      // Hebrew (H) and Greek (G) numbers tell the testaments apart: across them a shared run is Scripture quoting Scripture.
      const crossTestament = [...own][0]?.[0] !== [...theirs][0]?.[0];
      const score = (run >= QUOTATION_WORDS ? 4000 + (crossTestament ? 100 : 0) + run : 0) + (sameWord ? 1000 : 0) + (sameRendering ? 500 : 0) + shared;
      if (!best || score > best.score) best = { passage, sameWord, score };
    }
    // The key word's verse is where the point stands: its own links are preferred when it has any.
    if (best && source === sources[0]) break;
  }
  if (!best) return null;
  used.add(best.passage.reference);
  // A later point never quotes these verses again, even inside a longer or shorter reference.
  const first = best.passage.verses[0]!;
  const last = best.passage.verses.at(-1)!;
  excluded.push({ book: best.passage.book, from: key(first), to: key(last) });
  return { passage: best.passage, sameWord: best.sameWord };
}

/** The unit that holds most of a passage's verses (the unit of its first verse on a tie). */
export function mainUnit(library: PreachingLibrary, main: QuotedPassage): { range: LibraryRange; unit: { en: string; es: string } } | null {
  const counts = new Map<object, { found: { range: LibraryRange; unit: { en: string; es: string } }; count: number }>();
  for (const verse of main.verses) {
    const found = library.unitOf({ book: main.book, start: { chapter: verse.chapter, verse: verse.verse }, end: { chapter: verse.chapter, verse: verse.verse } });
    if (!found) continue;
    const seen = counts.get(found.unit) ?? { found, count: 0 };
    seen.count++;
    counts.set(found.unit, seen);
  }
  let best: { found: { range: LibraryRange; unit: { en: string; es: string } }; count: number } | null = null;
  for (const candidate of counts.values()) if (!best || candidate.count > best.count) best = candidate;
  return best?.found ?? null;
}

/** The unit title of a verse, for a heading when its group has no phrase to quote. */
function unitTitleOf(library: PreachingLibrary, book: string, verse: Verse, language: Language): string | null {
  return library.unitOf({ book, start: { chapter: verse.chapter, verse: verse.verse }, end: { chapter: verse.chapter, verse: verse.verse } })?.unit[language] ?? null;
}

/** A unit's sketch, with the unit's range (decision 0031). */
export interface SketchedUnit {
  range: LibraryRange;
  sketch: UnitSketch;
}

/**
 * The groups a sketch gives: its three movements, in the sermon's Bible, when the passage asked for
 * lies inside the sketched unit (a verse inside it is read in the introduction and preached from the
 * whole unit, as a library entry preaches it). Null when the sketch cannot serve.
 */
function sketchGroups(bible: BibleText, main: QuotedPassage, sketched: SketchedUnit | null): Verse[][] | null {
  if (!sketched || sketched.sketch.moves.length < POINTS) return null;
  const asked = { book: main.book, start: { chapter: main.verses[0]!.chapter, verse: main.verses[0]!.verse }, end: { chapter: main.verses.at(-1)!.chapter, verse: main.verses.at(-1)!.verse } };
  if (!rangeContains(sketched.range, asked)) return null;
  const groups = sketched.sketch.moves.map((move) => {
    const range = readLibraryRange(`${main.book} ${move.range}`);
    return range ? versesOf(bible, range) : [];
  });
  return groups.every((group) => group.length > 0) ? groups : null;
}

/** The movement of a sketch that holds a verse, if it has not served another point. */
function moveHolding(sketched: SketchedUnit | null, book: string, verse: Verse, used: Set<number>): { index: number; move: UnitSketch['moves'][number] } | null {
  if (!sketched) return null;
  const index = sketched.sketch.moves.findIndex((move) => {
    const range = readLibraryRange(`${book} ${move.range}`);
    return range !== null && rangeContains(range, { book, start: verse, end: verse });
  });
  if (index < 0 || used.has(index)) return null;
  used.add(index);
  return { index, move: sketched.sketch.moves[index]! };
}

/**
 * The composed points of a verse or passage sermon. With a sketch of the unit, its movements are the
 * points, headed and explained as a person wrote them; without one, the passage's own groups.
 */
export function composePoints(library: PreachingLibrary, main: QuotedPassage, language: Language, usedReferences: Set<string>, sketched: SketchedUnit | null = null): ComposedPoint[] {
  const bible = bibleFor(language);
  const unit = mainUnit(library, main)?.range ?? null;
  const fromSketch = sketchGroups(bible, main, sketched);
  const { groups, mainIndex } = fromSketch ? { groups: fromSketch, mainIndex: null } : verseGroups(bible, main, unit);
  const askedKeys = main.verses.map(key).join(' ');
  const first = main.verses[0]!;
  const last = main.verses.at(-1)!;
  const excluded = [{ book: main.book, from: key(first), to: key(last) }];
  const usedWords = new Set<string>();
  const usedMoves = new Set<number>();
  const headings = new Set<string>();
  const phrases: string[] = [];
  const quote = (text: string) => quoted(text, language);
  const unitRange = sketched?.range ?? unit;
  return groups.map((grouped, index) => {
    const setting = fromSketch ? null : settingOf(grouped, main.verses, unitRange, main.book);
    // A group borrowed from the verses around a short passage is preached from the movement of the
    // neighbouring unit's sketch that holds the verse next to the passage, as far as that movement goes.
    const around = setting ? neighbouringMove(library, bible, main.book, setting === 'after' ? grouped[0]! : grouped.at(-1)!) : null;
    const verses = around?.verses ?? grouped;
    const group = quoteVerses(bible, main.book, verses)!;
    excluded.push({ book: main.book, from: key(verses[0]!), to: key(verses.at(-1)!) });
    const isMain = fromSketch ? verses.map(key).join(' ') === askedKeys : index === mainIndex || (mainIndex === null && main.verses.length === 1);
    const held = fromSketch ? { index, move: sketched!.sketch.moves[index]! } : (around ?? moveHolding(sketched, main.book, verses[0]!, usedMoves));
    // The English heading is matched against the KJV's tagged words, whatever the sermon's language.
    const keyWord = keyWordOf(main.book, verses, language, usedWords, held?.move.en.heading ?? null);
    const crossReference = crossReferenceFor(main.book, verses, keyWord, keyWord?.at ?? null, language, excluded, usedReferences);
    if (held) {
      const heading = held.move[language].heading;
      headings.add(heading);
      return { group, isMain, heading, says: held.move[language].says, setting, keyWord, crossReference };
    }
    const phrase = openingPhrase(verses, keyWord ? (language === 'en' ? keyWord.english.split(' … ')[0]! : keyWord.spanish) : null, phrases);
    if (phrase) phrases.push(phrase);
    let heading = phrase ? `${quote(phrase)} (${group.reference})` : null;
    if (!heading) {
      const title = unitTitleOf(library, main.book, verses[0]!, language);
      heading = title && !headings.has(title) ? title : group.reference;
    }
    headings.add(heading);
    return { group, isMain, heading, says: null, setting, keyWord, crossReference };
  });
}

/** After or before the passage asked for, when a group lies wholly outside it and outside its unit. */
function settingOf(verses: Verse[], asked: readonly { chapter: number; verse: number }[], unit: LibraryRange | null, book: string): 'after' | 'before' | null {
  const first = key(verses[0]!);
  const last = key(verses.at(-1)!);
  const inUnit = (verse: Verse) => unit !== null && rangeContains(unit, { book, start: verse, end: verse });
  if (verses.some(inUnit)) return null;
  if (first > key(asked.at(-1)!)) return 'after';
  if (last < key(asked[0]!)) return 'before';
  return null;
}

/** The movement of its own unit's sketch that holds `verse`, with that movement's verses in this Bible. */
function neighbouringMove(library: PreachingLibrary, bible: BibleText, book: string, verse: Verse): { index: number; move: UnitSketch['moves'][number]; verses: Verse[] } | null {
  const at = { book, start: { chapter: verse.chapter, verse: verse.verse }, end: { chapter: verse.chapter, verse: verse.verse } };
  const unit = library.unitOf(at);
  const sketch = unit ? library.sketchOf(unit.range) : null;
  if (!sketch) return null;
  const index = sketch.moves.findIndex((move) => {
    const range = readLibraryRange(`${book} ${move.range}`);
    return range !== null && rangeContains(range, at);
  });
  const move = sketch.moves[index];
  const range = move ? readLibraryRange(`${book} ${move.range}`) : null;
  const verses = range ? versesOf(bible, range) : [];
  return move && verses.length > 0 ? { index, move, verses } : null;
}

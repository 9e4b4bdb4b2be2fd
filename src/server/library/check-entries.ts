import { libraryEntrySchema, type LibraryEntry } from '#shared/library-schema.ts';
import type { Language } from '#shared/languages.ts';
import type { BibleText } from '../bible/bible-text.ts';
import { foldText } from '../bible/fold-text.ts';
import { parseReferences } from '../bible/parse-references.ts';
import { quotePassage } from '../bible/quote-reference.ts';
import { strongsForVerse } from '../bible/strongs.ts';
import { rangeContains, rangeEndKey, rangeProblem, rangeStartKey, readLibraryRange, versesOf, type LibraryRange } from './library-range.ts';
import { checkWording, quotationsIn } from './check-wording.ts';
import { oldWordIn } from './old-wording.ts';

export interface EntryCheckContext {
  kjv: BibleText;
  rv: BibleText;
  /** The units of the whole Bible, as ranges. */
  units: LibraryRange[];
  themeIds: ReadonlySet<string>;
  illustrationTags: ReadonlySet<string>;
}

/** Every text of an entry in one language, with where it is, for the checks that read prose. */
function entryTexts(entry: LibraryEntry, language: Language): Array<{ where: string; text: string; field: string }> {
  const texts: Array<{ where: string; text: string; field: string }> = [];
  const add = (where: string, field: string, value: { en: string; es: string } | undefined) => value && texts.push({ where, field, text: value[language] });
  add('title', 'title', entry.title);
  add('plainTitle', 'title', entry.plainTitle);
  add('bigIdea', 'bigIdea', entry.bigIdea);
  add('introduction', 'introduction', entry.introduction);
  add('conclusion', 'conclusion', entry.conclusion);
  add('forChildren.introduction', 'application.children', entry.forChildren?.introduction);
  add('forChildren.conclusion', 'application.children', entry.forChildren?.conclusion);
  add('care', 'care', entry.care);
  add('doctrine', 'doctrine', entry.doctrine);
  entry.movements.forEach((movement, index) => {
    const at = `movements.${index}`;
    add(`${at}.heading`, 'heading', movement.heading);
    add(`${at}.plainHeading`, 'heading', movement.plainHeading);
    add(`${at}.exposition`, 'exposition', movement.exposition);
    add(`${at}.plain`, 'plain', movement.plain);
    texts.push({ where: `${at}.keyWord.sense`, field: 'sense', text: movement.keyWord[language].sense });
    movement.crossReferences.forEach((cross, c) => add(`${at}.crossReferences.${c}.reason`, 'reason', cross.reason));
    for (const room of ['adults', 'youth', 'children', 'evangelistic'] as const) add(`${at}.application.${room}`, `application.${room}`, movement.application[room]);
  });
  return texts;
}

const fold = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Everything wrong with one entry, each problem naming the entry and the field: the schema; ranges
 * that exist in both Bibles and lie in one unit; moods that cover the passage in order; movements in
 * order inside it; key words that stand in their verse with their Strong's number; cross-references
 * that exist; quotations that are the Bible's words; references in the prose that exist; each
 * language in its own language, register and doctrine (check-wording.ts).
 */
export function checkEntry(file: string, raw: unknown, context: EntryCheckContext): { entry: LibraryEntry | null; problems: string[] } {
  const parsed = libraryEntrySchema.safeParse(raw);
  const name = `data/library/entries/${file}`;
  if (!parsed.success) return { entry: null, problems: parsed.error.issues.map((issue) => `${name}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`) };
  const entry = parsed.data;
  const problems: string[] = [];
  const say = (where: string, problem: string) => problems.push(`${name} (${entry.id}) ${where}: ${problem}`);
  if (!file.endsWith(`/${entry.id}.json`) && file !== `${entry.id}.json`) say('id', `the file must be named ${entry.id}.json`);

  const read = (where: string, text: string): LibraryRange | null => {
    const range = readLibraryRange(text);
    if (!range) {
      say(where, `"${text}" is not a range`);
      return null;
    }
    for (const bible of [context.kjv, context.rv]) {
      const problem = rangeProblem(bible, range);
      if (problem) say(where, problem);
    }
    return range;
  };

  const passage = read('passage', entry.passage);
  if (!passage) return { entry, problems };
  if (context.units.length > 0 && !context.units.some((unit) => rangeContains(unit, passage))) say('passage', 'does not lie inside one unit of data/library/units');
  const passageVerses = versesOf(context.kjv, passage);

  // Moods: contiguous, in order, from the passage's first verse to its last.
  let expected = rangeStartKey(passage);
  let moodIndex = 0;
  for (const mood of entry.moods) {
    const range = read(`moods.${moodIndex}`, mood.verses);
    if (range) {
      if (!rangeContains(passage, range)) say(`moods.${moodIndex}`, `${mood.verses} is outside the passage`);
      else if (rangeStartKey(range) !== expected) say(`moods.${moodIndex}`, `${mood.verses} does not start where the previous group ends`);
      const next = passageVerses.findIndex((verse) => verse.chapter === range.end.chapter && verse.verse === range.end.verse);
      expected = next >= 0 && next + 1 < passageVerses.length ? rangeStartKey({ ...passage, start: passageVerses[next + 1]! }) : rangeEndKey(passage) + 1;
    }
    moodIndex++;
  }
  if (expected !== rangeEndKey(passage) + 1) say('moods', 'do not cover the passage to its last verse');

  // Movements follow the passage in order without overlapping; in a passage of one to three verses
  // (a verse preached alone) they are its clauses, and may stand on the same verse.
  const short = passageVerses.length <= 3;
  let previous: LibraryRange | null = null;
  entry.movements.forEach((movement, index) => {
    const at = `movements.${index}`;
    const range = read(`${at}.verses`, movement.verses);
    if (range) {
      if (!rangeContains(passage, range)) say(`${at}.verses`, `${movement.verses} is outside the passage ${entry.passage}`);
      if (previous && (short ? rangeStartKey(range) < rangeStartKey(previous) || rangeEndKey(range) < rangeEndKey(previous) : rangeStartKey(range) <= rangeEndKey(previous))) say(`${at}.verses`, 'overlaps or precedes the movement before it');
      previous = range;
    }
    const keyVerse = read(`${at}.keyWord.verse`, movement.keyWord.verse);
    if (keyVerse && range) {
      if (!rangeContains(range, keyVerse) || rangeStartKey(keyVerse) !== rangeEndKey(keyVerse)) say(`${at}.keyWord.verse`, 'must be one verse of the movement');
      const point = { book: keyVerse.book, chapter: keyVerse.start.chapter, verse: keyVerse.start.verse };
      const tagged = strongsForVerse(point);
      // The key word is where the KJV's tagging puts that number: the tagged words themselves, or next
      // to them (the tagging sometimes sits one word off: "tarriest thou" tagged on "thou").
      const withNumber = tagged.filter((word) => word.strong === movement.keyWord.strongs);
      const verseText = context.kjv.verse(point.book, point.chapter, point.verse) ?? '';
      const spans = [...verseText.matchAll(new RegExp(`(?<!\\p{L})${movement.keyWord.en.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'giu'))].map((match) => ({ start: match.index, end: match.index + match[0].length }));
      const touches = (a: { start: number; end: number }, b: { start: number; end: number }) => !/\p{L}/u.test(verseText.slice(Math.min(a.end, b.end), Math.max(a.start, b.start)));
      if (withNumber.length === 0) say(`${at}.keyWord.strongs`, `${movement.keyWord.strongs} is not in ${movement.keyWord.verse} (it has ${[...new Set(tagged.map((word) => word.strong))].join(' ')})`);
      else if (spans.length > 0 && !withNumber.some((word) => spans.some((span) => touches(word, span)))) {
        say(`${at}.keyWord.strongs`, `${movement.keyWord.strongs} tags "${withNumber.map((word) => word.text).join('", "')}" in ${movement.keyWord.verse}, not "${movement.keyWord.en.word}"`);
      }
      const enText = context.kjv.verse(point.book, point.chapter, point.verse) ?? '';
      const esText = versesOf(context.rv, keyVerse)
        .map((verse) => verse.text)
        .join(' ');
      if (!` ${fold(enText)} `.includes(` ${fold(movement.keyWord.en.word)} `)) say(`${at}.keyWord.en.word`, `"${movement.keyWord.en.word}" is not in the KJV of ${movement.keyWord.verse}`);
      // The RV1909 folds a few KJV verses into the one before: look there too.
      const esBefore = context.rv.verse(point.book, point.chapter, point.verse - 1) ?? '';
      if (!` ${fold(esText)} `.includes(` ${fold(movement.keyWord.es.word)} `) && !(esText === '' && ` ${fold(esBefore)} `.includes(` ${fold(movement.keyWord.es.word)} `))) {
        say(`${at}.keyWord.es.word`, `«${movement.keyWord.es.word}» is not in the RV1909 of ${movement.keyWord.verse}`);
      }
    }
    movement.crossReferences.forEach((cross, c) => read(`${at}.crossReferences.${c}`, cross.reference));
  });

  // The simple style and children hear a plain title and plain headings: old wording needs a plain
  // one beside it, and the plain one has none.
  const oldWordInEither = (value: { en: string; es: string }) => oldWordIn(value.en, 'en') ?? oldWordIn(value.es, 'es');
  const headed = [['title', entry.title, entry.plainTitle] as const, ...entry.movements.map((movement, index) => [`movements.${index}.heading`, movement.heading, movement.plainHeading] as const)];
  for (const [where, text, plain] of headed) {
    const old = oldWordInEither(text);
    if (old && !plain) say(where, `says "${old}": give a plain one beside it for the simple style and children`);
    const stillOld = plain ? oldWordInEither(plain) : null;
    if (stillOld) say(`${where} (plain)`, `"${stillOld}" is not plain: ${plain!.en} / ${plain!.es}`);
  }

  for (const theme of entry.themes) if (!context.themeIds.has(theme)) say('themes', `"${theme}" is not a theme of data/content/themes.json`);
  if (!entry.illustrationTags.some((tag) => context.illustrationTags.has(tag))) say('illustrationTags', 'no story of data/content/illustrations.json has any of these tags');

  // The Scripture an entry may quote: its passage, its cross-references, and whatever its prose cites.
  for (const language of ['en', 'es'] as const) {
    const bible = language === 'en' ? context.kjv : context.rv;
    const sources: LibraryRange[] = [passage];
    for (const movement of entry.movements) for (const cross of movement.crossReferences) sources.push(...[readLibraryRange(cross.reference)].filter((range): range is LibraryRange => range !== null));
    const texts = entryTexts(entry, language);
    for (const { where, text } of texts) {
      for (const cited of parseReferences(text, language)) {
        const quoted = cited.start.book === cited.end.book ? quotePassage(bible, cited) : null;
        if (!quoted) say(`${where} (${language})`, `cites a passage that does not exist: ${cited.start.book} ${cited.start.chapter}:${cited.start.verse ?? ''}`);
        else sources.push({ book: quoted.book, start: { chapter: quoted.verses[0]!.chapter, verse: quoted.verses[0]!.verse }, end: { chapter: quoted.verses.at(-1)!.chapter, verse: quoted.verses.at(-1)!.verse } });
      }
    }
    const scripture = ` ${sources.map((range) => fold(versesOf(bible, range).map((verse) => verse.text).join(' '))).join(' | ')} `;
    for (const { where, text } of texts) {
      for (const quotation of quotationsIn(text, language)) {
        for (const part of quotation.split(/…|\.\.\./)) {
          const words = fold(part);
          if (words && !scripture.includes(` ${words} `)) say(`${where} (${language})`, `quotes words that are not in the ${bible.id} of the passage, its cross-references or a passage it cites: “${part.trim()}”`);
        }
      }
      for (const problem of checkWording(text, language, texts.find((t) => t.where === where)!.field)) say(`${where} (${language})`, problem);
    }
  }
  return { entry, problems };
}

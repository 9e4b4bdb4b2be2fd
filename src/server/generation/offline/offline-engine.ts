import { plainWords } from '../../bible/fold-text.ts';
import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import { quoted } from '#shared/quote-marks.ts';
import type { Language } from '#shared/languages.ts';
import type { SermonPoint } from '#shared/sermon-document.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { oneSpelling } from '../../bible/strongs.ts';
import { quotePassage, quoteReference, type QuotedPassage } from '../../bible/quote-reference.ts';
import { bookContextFor, composerText } from '../../content/content-files.ts';
import type { ComposedText, Register } from '../../content/composer-schema.ts';
import type { ThemePassage } from '../../content/themes-schema.ts';
import { preachingLibrary, type PreachingLibrary } from '../../library/preaching-library.ts';
import { assembleLibrarySermon } from '../library/library-sermon.ts';
import { chooseFromLibrary } from '../library/library-request.ts';
import { GenerationError, quotedVerse, withReferenceAsScripture, type SermonEngine } from '../sermon-engine.ts';
import { chooseFittingIllustration } from './choose-illustration.ts';
import { composePoints, crossReferenceFor, keyWordOf, mainUnit, openingPhrase, senseOf, type ComposedPoint, type KeyWord, type SketchedUnit, type Verse } from './compose-outline.ts';
import { sketchThemes } from './sketch-themes.ts';
import { doctrineNoteForVerses, doctrineNotesOnPassage } from './doctrine-note.ts';
import { capitalize, fill } from './fill-template.ts';
import { seededChooser } from './seeded-random.ts';
import { selectPassages } from './select-passages.ts';

type Chooser = ReturnType<typeof seededChooser>;

/** Two titles that differ only in case, accents and punctuation. */
const sameWords = (a: string, b: string) => plainWords(a) === plainWords(b);

/** English titles capitalise every word but the small ones; Spanish titles only the first word and names. */
const MINOR_WORDS = new Set('a an the and but or nor of in on at to for by with from as'.split(' '));
function titleCase(title: string, language: Language): string {
  if (language === 'es') return capitalize(title);
  return title
    .split(' ')
    .map((word, index, words) => (index > 0 && MINOR_WORDS.has(word.toLowerCase()) && !/:$/.test(words[index - 1]!) ? word.toLowerCase() : capitalize(word)))
    .join(' ');
}

/** Tú for youth and children, usted otherwise, feminine forms for a women's meeting. */
function registerFor(audience: AudienceType): Register {
  if (audience === 'youth' || audience === 'children') return 'familiar';
  return audience === 'womens' ? 'feminine' : 'formal';
}

/** The wording a room hears: the young (tú in Spanish, plain words) or adults (usted). */
const roomOf = (audience: AudienceType) => (audience === 'youth' || audience === 'children' ? 'young' : 'adults');

/** One sentence from two halves picked apart. */
const halves = (chooser: Chooser, pool: { a: string[]; b: string[] }, values: Record<string, string>) => fill(`${chooser.pick(pool.a)}${chooser.pick(pool.b)}`, values);

const quoteMarks = (language: Language) => (text: string) => quoted(text, language);

/**
 * The key word as a dictionary line, by style: theological gives the original word, its
 * transliteration and Strong's number; standard the transliteration (the simple style has none).
 * In Spanish the sense is the glossary's, and a word whose RV1909 rendering the sermon cannot name
 * is given as the original word alone: never English in a Spanish sermon.
 */
function keyWordLine(word: KeyWord, language: Language, style: LanguageStyle, c: ComposedText, label: string): string {
  const quote = quoteMarks(language);
  const sense = senseOf(word, language);
  const shown = language === 'en' ? word.english.split(' … ')[0]! : word.spanish;
  const spelling = oneSpelling(word.dictionary);
  const original = `${c.languageName[word.dictionary.language]} ${spelling.lemma}`;
  const { transliteration } = spelling;
  if (!shown || !sense) {
    return style === 'theological' ? `${label} ${original} (${transliteration}, ${c.strongs} ${word.strong}), ${word.reference}.` : `${label} ${c.languageName[word.dictionary.language]} ${transliteration} (${word.reference}).`;
  }
  if (style === 'theological') return `${quote(shown)} (${word.reference}) — ${original} (${transliteration}, ${c.strongs} ${word.strong}): ${sense}.`;
  return `${quote(shown)} (${word.reference}) — ${transliteration}: ${sense}.`;
}

interface Writing {
  language: Language;
  style: LanguageStyle;
  audience: AudienceType;
  c: ComposedText;
  chooser: Chooser;
  notesGiven: Set<string>;
}

/** A point's explanation: the key word from the Strong's data, one cross-reference quoted in full, and the Oneness note its verses carry. */
function explain(point: ComposedPoint, writing: Writing, labels: { word: string; same: string; compare: string; plain: string }): string {
  const { language, style, audience, c } = writing;
  const children = audience === 'children';
  const quote = quoteMarks(language);
  // What the verses say, as the unit's sketch puts it, comes before the word studies.
  // A point from the verses around a short passage says where it stands before what they say.
  const says = point.says && point.setting ? `${writing.chooser.pick(c.setting[point.setting])} ${point.says}` : point.says;
  const lines: string[] = says ? [says] : [];
  if (point.keyWord && !children && style !== 'simple') lines.push(keyWordLine(point.keyWord, language, style, c, labels.word));
  // The simple style and children's sermons keep to plain words: the word to listen for, no dictionary.
  const plainWord = point.keyWord && (children || style === 'simple') ? (language === 'en' ? point.keyWord.english.split(' … ')[0]! : point.keyWord.spanish) : null;
  if (plainWord) lines.push(`${labels.plain} ${quote(plainWord)} (${point.keyWord!.reference}).`);
  if (point.crossReference) {
    const { passage, sameWord } = point.crossReference;
    lines.push(`${sameWord && !children ? labels.same : labels.compare} ${quote(passage.text)} (${passage.reference})`);
  }
  const note = children ? null : doctrineNoteForVerses(point.group.book, point.group.verses, language, writing.notesGiven);
  if (note) lines.push(note);
  return lines.join('\n');
}

/** A theme passage's point: its written heading, its key verse's word and cross-reference. */
function themePoint(passage: QuotedPassage, authored: ThemePassage | null, language: Language, usedWords: Set<string>, usedReferences: Set<string>, excluded: Array<{ book: string; from: number; to: number }>, library: PreachingLibrary): ComposedPoint {
  const verses: Verse[] = passage.verses.map((verse) => ({ chapter: verse.chapter, verse: verse.verse, text: verse.text }));
  const keyVerses = authored ? verses.filter((verse) => verse.verse === authored.keyVerse) : [];
  const keyWord = keyWordOf(passage.book, keyVerses.length > 0 ? keyVerses : verses, language, usedWords) ?? keyWordOf(passage.book, verses, language, usedWords);
  const first = verses[0]!;
  const last = verses.at(-1)!;
  excluded.push({ book: passage.book, from: first.chapter * 1000 + first.verse, to: last.chapter * 1000 + last.verse });
  const crossReference = crossReferenceFor(passage.book, verses, keyWord, keyWord?.at ?? null, language, excluded, usedReferences);
  const phrase = openingPhrase(verses, keyWord ? (language === 'en' ? keyWord.english.split(' … ')[0]! : keyWord.spanish) : null);
  const unitTitle = mainUnit(library, passage)?.unit[language] ?? null;
  const heading = authored ? `${authored[language]} (${passage.reference})` : phrase ? `${quoteMarks(language)(phrase)} (${passage.reference})` : (unitTitle ?? passage.reference);
  return { group: passage, isMain: false, heading, says: null, setting: null, keyWord, crossReference };
}

/**
 * One composed point on a passage, as a theme sermon's points are made: its heading from its own
 * words, its key word, one cross-reference, the doctrine note its verses carry, and an application
 * for the room. A twin (issue 27) takes it for a point of the pastor's own outline that its engine
 * did not write — a point added, or given another passage — so that the twin keeps the outline.
 */
export function composedPointOn(passage: QuotedPassage, request: { language: Language; audienceType: AudienceType; languageStyle: LanguageStyle }, library: PreachingLibrary = preachingLibrary()): SermonPoint {
  const { language, audienceType: audience, languageStyle: style } = request;
  const chooser = seededChooser(JSON.stringify(['point', passage.reference, audience, language, style]));
  const c = composerText(language).composed;
  const room = roomOf(audience);
  const writing: Writing = { language, style, audience, c, chooser, notesGiven: new Set() };
  const point = themePoint(passage, null, language, new Set(), new Set([passage.reference]), [], library);
  const labels = { word: chooser.pick(c.originalOnly), same: chooser.pick(c.sameWord), compare: chooser.pick(c.compare), plain: chooser.pick(c.plainWord) };
  return {
    heading: point.heading,
    passage: quotedVerse(passage),
    explanation: explain(point, writing, labels),
    application: fill(`${chooser.pick(c.apply[room].lead)}${chooser.pick(c.apply[room].action)}`, { reference: passage.reference }),
  };
}

/**
 * The offline engine: no network, no model. A passage, theme or occasion the preaching library holds
 * is preached from its reviewed entry (library-sermon.ts, decision 0026). Otherwise it composes a
 * plain outline from data true of every passage (compose-outline.ts, decision 0028): the unit's
 * title, the passage in three consecutive groups headed by their own opening words, a key word from
 * the Strong's tags, one cross-reference from the cross-reference data, applications and the
 * Apostolic altar call by room and register. The same request always gives the same sermon.
 */
export function createOfflineEngine(options: { library?: () => PreachingLibrary } = {}): SermonEngine {
  const libraryOf = options.library ?? preachingLibrary;
  return {
    name: 'offline',
    computesHere: true,
    async generate(request, options = {}) {
      options.signal?.throwIfAborted();
      const input = withReferenceAsScripture(request);
      const { language, audienceType: audience, languageStyle: style } = input;
      const chooser = seededChooser(JSON.stringify([input.title.toLowerCase(), input.scripture.toLowerCase(), audience, language, style]));
      // The preaching library first: a passage or theme it holds is preached from its reviewed entry.
      const library = libraryOf();
      const choice = chooseFromLibrary(library, input, chooser);
      if (choice) {
        const sermon = assembleLibrarySermon(library, choice.indexed, { language, audienceType: audience, languageStyle: style, main: choice.main, mainRange: choice.mainRange, occasion: choice.occasion, theme: choice.theme }, chooser);
        // Streamed section by section, as the composed sermons are: the preview fills in as it arrives.
        const { title, mainPassage, introduction } = sermon;
        options.onPartial?.({ title, mainPassage, introduction });
        sermon.points.forEach((_, index) => options.onPartial?.({ title, mainPassage, introduction, points: sermon.points.slice(0, index + 1) }));
        return sermon;
      }

      const c = composerText(language).composed;
      const room = roomOf(audience);
      const register = registerFor(audience);
      const writing: Writing = { language, style, audience, c, chooser, notesGiven: new Set() };
      const usedReferences = new Set<string>();
      let title: string;
      let main: QuotedPassage;
      let points: ComposedPoint[];
      const intro: string[] = [];
      let themeId: string | null = null;
      let sketched: SketchedUnit | null = null;

      if (input.scripture) {
        const asked = quoteReference(input.scripture, language);
        if (!asked) throw new GenerationError('passage_not_found');
        main = asked;
        usedReferences.add(main.reference);
        // The title is the preaching unit's, written by a person in both languages; never a picked word.
        const unit = mainUnit(library, main);
        title = unit?.unit[language] ?? main.reference;
        const sketch = unit ? library.sketchOf(unit.range) : null;
        sketched = unit && sketch ? { range: unit.range, sketch } : null;
        points = composePoints(library, main, language, usedReferences, sketched);
        // The passage is read on a line of its own, quoted alike by every engine (in the language's own marks, with its label) in both languages.
        intro.push(halves(chooser, c.opening[room], { reference: main.reference }), `${quoted(main.text, language)} (${main.label})`);
        const unitPassage = unit ? quotePassage(bibleFor(language), { start: { book: unit.range.book, chapter: unit.range.start.chapter, verse: unit.range.start.verse }, end: { book: unit.range.book, chapter: unit.range.end.chapter, verse: unit.range.end.verse } }) : null;
        // A verse or two preached inside a longer unit: the sermon says which passage it stands in.
        if (unit && unitPassage && unitPassage.reference !== main.reference) intro.push(halves(chooser, c.placement, { reference: main.reference, unitReference: unitPassage.reference }));
        // The big idea is said as the preacher's own sentence: a label before it ("The heart of
        // the passage:") became the same words in sermon after sermon.
        if (sketched) intro.push(sketched.sketch.idea[language]);
      } else {
        const selection = selectPassages({ title: input.title, language }, chooser);
        main = selection.main;
        themeId = selection.theme?.id ?? null;
        const themeName = selection.theme?.[language].name ?? input.title.trim();
        const written = selection.authored.length > 0 ? selection.theme?.[language].titles : undefined;
        // A title the preacher typed that the theme has written is theirs to keep; otherwise one of the theme's.
        const typed = written?.find((candidate) => sameWords(candidate, input.title));
        title = written ? (typed ?? chooser.pick(written)) : titleCase(themeName, language);
        usedReferences.add(main.reference);
        for (const passage of selection.points) usedReferences.add(passage.reference);
        const usedWords = new Set<string>();
        const excluded = [main, ...selection.points].map((passage) => ({ book: passage.book, from: passage.verses[0]!.chapter * 1000 + passage.verses[0]!.verse, to: passage.verses.at(-1)!.chapter * 1000 + passage.verses.at(-1)!.verse }));
        points = selection.points.map((passage, index) => themePoint(passage, selection.authored[index] ?? null, language, usedWords, usedReferences, excluded, library));
        intro.push(halves(chooser, c.opening[room], { reference: main.reference }), fill(chooser.pick(c.theme), { theme: themeName }), `${quoted(main.text, language)} (${main.label})`);
        // The opening passage is read, not preached point by point: its Oneness note comes right after it (children keep to the text).
        if (audience !== 'children') intro.push(...doctrineNotesOnPassage(main, language, writing.notesGiven));
      }
      // One statement about the book, varied by the seed (never the same one in every sermon); not for children.
      // A sketched unit's big idea says more about the passage than a statement about its book.
      const context = sketched ? null : bookContextFor(main.book, language);
      if (context && audience !== 'children') intro.push(chooser.pick([context.setting, context.purpose, context.placeInStory, context.firstHearers, context.author]));

      const introduction = intro.join('\n');
      const mainPassage = quotedVerse(main);
      options.onPartial?.({ title, mainPassage, introduction });

      const leads = chooser.sample(c.apply[room].lead, points.length);
      const actions = chooser.sample(c.apply[room].action, points.length);
      const sameLabels = chooser.sample(c.sameWord, points.length);
      const compareLabels = chooser.sample(c.compare, points.length);
      const wordLabels = chooser.sample(c.originalOnly, points.length);
      const plainLabels = chooser.sample(c.plainWord, points.length);
      const sermonPoints: SermonPoint[] = [];
      points.forEach((point, index) => {
        sermonPoints.push({
          heading: point.heading,
          // The verse asked for is read in the introduction; the other groups are quoted under their headings.
          passage: point.isMain ? null : quotedVerse(point.group),
          explanation: explain(point, writing, { word: wordLabels[index]!, same: sameLabels[index]!, compare: compareLabels[index]!, plain: plainLabels[index]! }),
          application: fill(`${leads[index]!}${actions[index]!}`, { reference: point.group.reference }),
        });
        options.signal?.throwIfAborted();
        options.onPartial?.({ title, mainPassage, introduction, points: [...sermonPoints] });
      });

      // The story that fits the theme, else a point's key word (its glossary headword), for this audience.
      // Only a headword the verse's own English word carries ("loved" → "love"): a glossary entry can hold
      // senses a verse does not use (Acts 17:25's "worshipped" is under "heal"), and its story would not fit.
      const keywords = points.flatMap((point) => {
        const headword = point.keyWord?.glossary?.en.headword.replace(/\s*\(.*?\)\s*/g, '').split(',')[0]!.trim().toLowerCase();
        return headword && point.keyWord!.english.toLowerCase().includes(headword.slice(0, 4)) ? [headword] : [];
      });
      // A sketch is written by a person: the themes its words name choose the story first, and a hard unit hears only a gentle one.
      const named = sketched ? sketchThemes(sketched.sketch) : [];
      // A passage no story fits is not given an unrelated one: the sermon says so, and leaves the story to the preacher.
      // With a sketch, only the themes its words name choose the story: a rare word's headword misleads
      // ("sighed" in Mark 7:34 is under mourning, and told a funeral story beside a healing).
      const story = chooseFittingIllustration({ audience, hard: sketched?.sketch.hard ?? false, theme: themeId, keywords: sketched ? named : keywords, among: themeId || named.length > 0 ? 'best' : 'fitting' }, chooser);
      const illustrations = story ? fill(story[language], { theme: title, reference: main.reference }) : halves(chooser, c.noStory[room], { reference: main.reference });
      // Points that are a sketch's movements are recalled by their headings.
      const steps = sketched && points.every((point) => point.says) ? halves(chooser, c.steps, { steps: points.map((point, index) => `(${index + 1}) ${point.heading}`).join('; ') }) : null;
      const conclusion = [
        halves(chooser, c.recap[room], { reference: main.reference }),
        ...(steps ? [steps] : []),
        // Children hear the altar call in its simplest words, whatever style the preacher chose.
        chooser.pick(composerText(language).altarCall[audience === 'children' ? 'simple' : style][register]),
      ].join('\n');

      return {
        schemaVersion: 1,
        title,
        mainPassage,
        introduction,
        points: sermonPoints,
        illustrations,
        conclusion,
        notes: '',
        language,
        audienceType: audience,
        languageStyle: style,
        engine: 'offline',
        provenance: { outline: { kind: 'composed' } },
      };
    },
  };
}

// A sermon assembled from a preaching-library entry (decision 0026): the entry's own exposition,
import { quoted } from '#shared/quote-marks.ts';
// set for the room (application), the style (depth), the language (register) and the occasion
// (opening and invitation). Nothing here knows a passage: every word about one comes from its entry.
import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import type { LibraryEntry, LibraryOccasion, Room } from '#shared/library-schema.ts';
import type { SermonDocument, SermonPoint } from '#shared/sermon-document.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { oneSpelling, strongsEntry } from '../../bible/strongs.ts';
import { composerText } from '../../content/content-files.ts';
import { rangeContains, rangeEndKey, rangeStartKey, readLibraryRange, type LibraryRange } from '../../library/library-range.ts';
import type { LibraryEntryIndexed, PreachingLibrary } from '../../library/preaching-library.ts';
import { quotedVerse } from '../sermon-engine.ts';
import { chooseIllustration } from '../offline/choose-illustration.ts';
import { fill } from '../offline/fill-template.ts';
import type { seededChooser } from '../offline/seeded-random.ts';

interface LibrarySermonRequest {
  language: Language;
  audienceType: AudienceType;
  languageStyle: LanguageStyle;
  /** The passage the preacher asked for (or the entry's own, for a theme or an occasion), as quoted. */
  main: QuotedPassage;
  mainRange: LibraryRange;
  occasion: LibraryOccasion | null;
  /** The theme id the sermon answers, for the illustration. */
  theme: string | null;
}

/** The room an audience is preached to. */
export function roomFor(audience: AudienceType): Room {
  if (audience === 'youth' || audience === 'children' || audience === 'evangelistic') return audience;
  return 'adults';
}

/** Tú for youth and children, usted otherwise (the composer's altar calls add feminine forms for women). */
function registerFor(audience: AudienceType): 'formal' | 'familiar' | 'feminine' {
  if (audience === 'youth' || audience === 'children') return 'familiar';
  return audience === 'womens' ? 'feminine' : 'formal';
}

/** A library range quoted from the Bible of the sermon's language: its reference in that language's form. */
export function quoteLibraryRange(range: LibraryRange, language: Language): QuotedPassage | null {
  return quotePassage(bibleFor(language), { start: { book: range.book, chapter: range.start.chapter, verse: range.start.verse }, end: { book: range.book, chapter: range.end.chapter, verse: range.end.verse } });
}

const sameRange = (a: LibraryRange, b: LibraryRange) => a.book === b.book && rangeStartKey(a) === rangeStartKey(b) && rangeEndKey(a) === rangeEndKey(b);

const paragraphs = (...parts: Array<string | null | undefined | false>) => parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n');

/**
 * The sermon document for an entry. A request inside the entry (a verse of the unit) is preached
 * from the whole entry with that verse as the main passage, titled by the movement that holds it.
 */
export function assembleLibrarySermon(library: PreachingLibrary, indexed: LibraryEntryIndexed, request: LibrarySermonRequest, chooser: ReturnType<typeof seededChooser>): SermonDocument {
  const { entry } = indexed;
  const { language, audienceType: audience, languageStyle: style, main, mainRange, occasion } = request;
  const voice = library.voice(language);
  const room = roomFor(audience);
  const children = audience === 'children';
  const exact = sameRange(mainRange, indexed.range);
  const focus = exact ? -1 : indexed.movements.findIndex((movement) => rangeContains(movement, mainRange));

  // The simple style and children hear plain words, the headings too: an entry whose heading keeps the
  // King James wording (or Reina-Valera's vosotros) gives a plain one beside it.
  const plain = children || style === 'simple';
  const headingOf = (movement: LibraryEntry['movements'][number]) => ((plain ? movement.plainHeading : null) ?? movement.heading)[language];
  const unitTitle = ((plain ? entry.plainTitle : null) ?? entry.title)[language];
  const title = focus >= 0 ? headingOf(entry.movements[focus]!) : unitTitle;
  const entryPassage = quoteLibraryRange(indexed.range, language);
  // A verse preached inside its entry is placed in the passage it belongs to, named by the entry's title.
  const oneVerse = rangeStartKey(mainRange) === rangeEndKey(mainRange);
  // A wider passage asked for around the entry (a chapter around its story): the entry is named as its heart.
  const widerThanEntry = !exact && rangeContains(mainRange, indexed.range);
  const focusLine = exact || !entryPassage ? null : fill(widerThanEntry ? voice.heart : oneVerse ? voice.focus : voice.focusVerses, { unit: unitTitle, reference: entryPassage.reference });
  // The passage is read on a line of its own after the opening, as every engine does (product: a sermon's text).
  // A children's lesson is not handed the big idea's adult sentence: its own plain opening frames it.
  const opening = (children ? entry.forChildren?.introduction : null) ?? entry.introduction;
  const introduction = paragraphs(occasion?.opening[language], opening[language], `${quoted(main.text, language)} (${main.label})`, focusLine, children ? null : entry.bigIdea[language]);
  const mainPassage = quotedVerse(main);

  const points: SermonPoint[] = entry.movements.map((movement, index) => {
    const passage = quoteLibraryRange(indexed.movements[index]!, language);
    const depth = plain ? 'plain' : style;
    const dictionary = depth === 'theological' ? strongsEntry(movement.keyWord.strongs) : null;
    const keyWord = movement.keyWord[language];
    const keyWordLine =
      depth === 'plain'
        ? null
        : dictionary
          ? fill(voice.keyWordTheological, { word: keyWord.word, sense: keyWord.sense, language: dictionary.language === 'greek' ? voice.greek : voice.hebrew, ...oneSpelling(dictionary), strongs: movement.keyWord.strongs })
          : fill(voice.keyWordStandard, { word: keyWord.word, sense: keyWord.sense });
    // The simple style and children hear one cross-reference at most; the theological style all of them.
    const crossReferences = (depth === 'theological' ? movement.crossReferences : movement.crossReferences.slice(0, 1)).flatMap((cross) => {
      const range = readLibraryRange(cross.reference);
      const quoted = range ? quoteLibraryRange(range, language) : null;
      return quoted ? [fill(voice.crossReference, { reason: cross.reason[language], reference: quoted.reference })] : [];
    });
    return {
      heading: headingOf(movement),
      // A movement that is the very passage read as the main one (a verse preached clause by clause) is not read again.
      passage: passage && !sameRange(indexed.movements[index]!, mainRange) ? quotedVerse(passage) : null,
      explanation: paragraphs(depth === 'plain' ? movement.plain[language] : movement.exposition[language], keyWordLine, ...(children ? [] : crossReferences)),
      application: movement.application[room][language],
    };
  });

  // The story fits the occasion's own story theme, else the theme asked for, else the entry's own first
  // theme or occasion, else its tags. Where the preached verses end in a lament (a mood read by a person), only a gentle,
  // comforting one. A text ending in judgment keeps its theme's story: the entry's themes and tags
  // were chosen by its reviewer, and a comforting story about something else (a funeral story under
  // John the Baptist's axe and fan) fits it worse than a story of repentance.
  const preached = entry.moods.filter((mood) => {
    const range = readLibraryRange(mood.verses);
    return range && rangeStartKey(range) <= rangeEndKey(mainRange) && rangeEndKey(range) >= rangeStartKey(mainRange);
  });
  // An occasion names its own story theme, first, as it is read first (a funeral's title may name the church too).
  const sober = (preached.at(-1)?.mood ?? entry.moods.at(-1)!.mood) === 'lament' || occasion?.story.comforting === true;
  const story = chooseIllustration({ audience, hard: sober, theme: occasion?.story.theme ?? request.theme ?? entry.themes[0] ?? entry.occasions[0] ?? null, keywords: entry.illustrationTags }, chooser);
  const illustrations = fill(story[language], { theme: title, reference: main.reference });

  const register = registerFor(audience);
  const invitation = occasion
    ? language === 'en'
      ? occasion.invitation.en
      : register === 'familiar'
        ? occasion.invitation.es.tu
        : occasion.invitation.es.usted
    : chooser.pick(composerText(language).altarCall[children ? 'simple' : style][register]);
  const closing = (children ? entry.forChildren?.conclusion : null) ?? entry.conclusion;
  const conclusion = paragraphs(closing[language], children ? null : entry.doctrine?.[language], invitation);

  return {
    schemaVersion: 1,
    title,
    mainPassage,
    introduction,
    points,
    illustrations,
    conclusion,
    // How to handle a hard text is said to the preacher, in the private notes, never to the room.
    notes: entry.care ? fill(voice.careNote, { care: entry.care[language] }) : '',
    language,
    audienceType: audience,
    languageStyle: style,
    engine: 'offline',
    provenance: { outline: { kind: 'library', entryId: entry.id, version: entry.version } },
  };
}

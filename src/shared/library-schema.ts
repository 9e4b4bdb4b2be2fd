// The shape of the preaching library (data/library/, decision 0026): what a preacher brings to a
// passage, written and reviewed by people, in English and Spanish. The offline engine assembles
// sermons from it; the model engine is grounded in it. No code names a passage: everything true of
// one passage lives in its entry. Structural checks are here; the checks that need the Bible text
// (quotations word for word, references exist, Strong's numbers occur in their verse, language,
// doctrine, register) are in src/server/library/check-library.ts and run at start-up and in tests.
import { z } from 'zod';

/**
 * A passage in the library's own form: an OSIS book id and a range, "John 3:1-21", "Ps 23:1-6",
 * "Gen 1:1-2:3", "1Tim 3:16". KJV numbering (the RV1909 data is stored in the same numbering).
 */
export const LIBRARY_RANGE = /^([1-3]?[A-Z][a-z]+) (\d{1,3}):(\d{1,3})(?:-(?:(\d{1,3}):)?(\d{1,3}))?$/;
const libraryRange = z.string().regex(LIBRARY_RANGE, 'a range like "John 3:1-21" or "Gen 1:1-2:3" (OSIS book id)');

/** Text in both languages; each side trimmed and bounded. */
const bilingual = (min: number, max: number) =>
  z.strictObject({
    en: z.string().trim().min(min).max(max),
    es: z.string().trim().min(min).max(max),
  });

const GENRES = ['narrative', 'parable', 'miracle', 'discourse', 'law', 'psalm', 'wisdom', 'prophecy', 'lament', 'epistle', 'apocalyptic', 'genealogy', 'prayer'] as const;

/** The mood of a clause group, as a person reads it: a command is preached as a command, a prayer as a prayer. */
const MOODS = ['statement', 'command', 'prayer', 'promise', 'question', 'hypothetical', 'lament', 'judgment', 'narrative', 'praise', 'warning'] as const;

/** Occasions a pastor preaches for, each with its own texts, tone and invitation (occasions.json). */
export const OCCASIONS = [
  'funeral',
  'wedding',
  'baby-dedication',
  'baptism-service',
  'lords-supper',
  'mothers-day',
  'fathers-day',
  'easter',
  'pentecost',
  'christmas',
  'new-year',
  'thanksgiving',
  'revival',
  'youth-service',
  'missions',
  'church-anniversary',
  'ordination',
  'graduation',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** The rooms an application is written for; every audience of the generator maps to one. */
export const ROOMS = ['adults', 'youth', 'children', 'evangelistic'] as const;
export type Room = (typeof ROOMS)[number];

// ---- Units: the whole Bible divided into preaching units ----------------------------------------

export const libraryUnitSchema = z.strictObject({
  /** "1:1-2:3" or "23:1-6" or "117:1-2": a range within this book. */
  range: z.string().regex(/^\d{1,3}:\d{1,3}-(?:\d{1,3}:)?\d{1,3}$|^\d{1,3}:\d{1,3}$/),
  /** What the unit is, as a preacher would name it: "The Creation of the Heavens and the Earth". */
  en: z.string().trim().min(3).max(90),
  es: z.string().trim().min(3).max(90),
});
export type LibraryUnit = z.infer<typeof libraryUnitSchema>;

export const libraryUnitsFileSchema = z.strictObject({
  /** OSIS id of the book ("Gen", "1Cor"). */
  book: z.string().regex(/^[1-3]?[A-Z][a-z]+$/),
  units: z.array(libraryUnitSchema).min(1),
});
export type LibraryUnitsFile = z.infer<typeof libraryUnitsFileSchema>;

// ---- Sketches: a unit the library has no entry for, outlined in brief ------------------------------

const sketchRange = z.string().regex(/^\d{1,3}:\d{1,3}-(?:\d{1,3}:)?\d{1,3}$|^\d{1,3}:\d{1,3}$/);
const sketchMoveText = z.strictObject({
  /** What these verses are about, as a preacher heads a point: "The Leaders Plot in Secret". Not a quotation. */
  heading: z.string().trim().min(3).max(80),
  /** What these verses say in their setting, in one or two sentences that every room can hear. */
  says: z.string().trim().min(40).max(420),
});

/**
 * A unit outlined in brief (decision 0031): the big idea, and the unit in up to three movements
 * that follow it. A composed sermon on the unit takes its headings and sentences from here, and
 * the rest (key words, cross-references, applications) from data true of every passage.
 */
export const unitSketchSchema = z.strictObject({
  /** The unit's range, as in its units file. */
  unit: sketchRange,
  /** Violence, judgment, curse, grief or lament: no cheerful story is told beside it. */
  hard: z.boolean(),
  idea: z.strictObject({ en: z.string().trim().min(30).max(280), es: z.string().trim().min(30).max(300) }),
  /** Three movements covering the unit in order (one per verse for a unit of one or two verses). */
  moves: z.array(z.strictObject({ range: sketchRange, en: sketchMoveText, es: sketchMoveText })).min(1).max(3),
});
export type UnitSketch = z.infer<typeof unitSketchSchema>;

export const unitSketchesFileSchema = z.strictObject({
  book: z.string().regex(/^[1-3]?[A-Z][a-z]+$/),
  sketches: z.array(unitSketchSchema).min(1),
});

// ---- Entries: a unit, or a verse preached alone, as a careful preacher's study notes ---------------

const keyWordSide = z.strictObject({
  /** The word as this language's Bible prints it in `verse` ("praises", «alabanzas»). */
  word: z.string().trim().min(2).max(40),
  /** What the word means in this verse, not everywhere: one or two sentences. */
  sense: z.string().trim().min(30).max(400),
});

const crossReferenceSchema = z.strictObject({
  reference: libraryRange,
  /** Why this text belongs beside the movement: its meaning, never a shared word. */
  reason: bilingual(20, 400),
});

/** Per room, in the room's Spanish register: usted for adults and evangelistic, tú for youth and children. */
const applicationsSchema = z.strictObject({
  adults: bilingual(60, 700),
  youth: bilingual(60, 700),
  children: bilingual(40, 500),
  evangelistic: bilingual(60, 700),
});

const movementSchema = z.strictObject({
  /** The verses of this movement, inside the entry's passage, in order. */
  verses: libraryRange,
  /** A heading that says what these verses say, not a random noun. */
  heading: bilingual(3, 80),
  /**
   * The heading in plain words, for the simple style and for children, where `heading` keeps the
   * King James wording ("Shew Me Thy Glory") or Reina-Valera's vosotros ("Recibiréis virtud").
   */
  plainHeading: bilingual(3, 80).optional(),
  /** What these words say in their setting and why it matters: real exposition, several sentences. */
  exposition: bilingual(250, 1800),
  /** The same in plain words, for the simple style and for children. */
  plain: bilingual(40, 500),
  keyWord: z.strictObject({
    /** "G5214", "H3068": the number the KJV's tagging gives the word in `verse`. */
    strongs: z.string().regex(/^[GH][1-9]\d{0,4}$/),
    /** The verse the word stands in ("Acts 16:25"). */
    verse: libraryRange,
    en: keyWordSide,
    es: keyWordSide,
  }),
  crossReferences: z.array(crossReferenceSchema).min(1).max(2),
  application: applicationsSchema,
});

export const libraryEntrySchema = z.strictObject({
  /** Kebab-case, unique, the file's name: "acts-16-25-34". */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Raised whenever the entry's content changes; a sermon records the version it came from. */
  version: z.number().int().min(1),
  /** The unit or verse this entry preaches. */
  passage: libraryRange,
  genre: z.enum(GENRES),
  /** Clause groups in order, covering the passage, each with its mood. */
  moods: z.array(z.strictObject({ verses: libraryRange, mood: z.enum(MOODS) })).min(1),
  /** The preacher's title, in title case in English and sentence case in Spanish. */
  title: bilingual(3, 90),
  /** The title in plain words, for the simple style and for children, where `title` keeps the old wording. */
  plainTitle: bilingual(3, 90).optional(),
  /** The big idea in one sentence. */
  bigIdea: bilingual(20, 300),
  /** How the preacher opens: the setting of the passage, told so that the room leans in. */
  introduction: bilingual(120, 1500),
  movements: z.array(movementSchema).length(3),
  /** How the sermon closes before the invitation: the big idea brought home. */
  conclusion: bilingual(100, 1200),
  /**
   * A children's lesson opens and closes in plain words of its own (a story told to a child, not the
   * adults' introduction read slowly); without it a children's sermon opens from the first movement's plain text.
   */
  forChildren: z.strictObject({ introduction: bilingual(60, 700), conclusion: bilingual(60, 700) }).optional(),
  /** A note to the preacher on how a hard text (violence, judgment, grief) is handled, only where it is one: it goes into the sermon's private notes. */
  care: bilingual(40, 800).optional(),
  /** The Oneness teaching the text itself carries, where it carries one. */
  doctrine: bilingual(40, 1200).optional(),
  occasions: z.array(z.enum(OCCASIONS)),
  /** Theme ids of data/content/themes.json. */
  themes: z.array(z.string().regex(/^[a-z]+(-[a-z]+)*$/)),
  /** Tags of data/content/illustrations.json that fit this passage. */
  illustrationTags: z.array(z.string().regex(/^[a-z]+([ -][a-z]+)*$/)).min(1),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

// ---- Occasions ----------------------------------------------------------------------------------

export const libraryOccasionSchema = z.strictObject({
  id: z.enum(OCCASIONS),
  en: z.strictObject({ name: z.string().trim().min(3).max(60), keywords: z.array(z.string().trim().min(3)).min(1) }),
  es: z.strictObject({ name: z.string().trim().min(3).max(60), keywords: z.array(z.string().trim().min(3)).min(1) }),
  /** Entry ids preached for this occasion, best first. */
  entries: z.array(z.string()).min(1),
  /** The opening that sets the room's tone, before the passage. */
  opening: bilingual(60, 800),
  /** The invitation, worded for the occasion; it always carries Acts 2:38. Spanish in both registers. */
  invitation: z.strictObject({
    en: z.string().trim().min(120).max(1200),
    es: z.strictObject({ usted: z.string().trim().min(120).max(1200), tu: z.string().trim().min(120).max(1200) }),
  }),
  /**
   * The story the occasion is told (a theme id of themes.json), whatever else its title names ("a
   * funeral for a brother of the church" is told a story of grief, not one about the church); with
   * `comforting`, only a gentle one that may stand beside mourners.
   */
  story: z.strictObject({ theme: z.string().min(2), comforting: z.boolean().optional() }),
});
export type LibraryOccasion = z.infer<typeof libraryOccasionSchema>;
export const libraryOccasionsFileSchema = z.array(libraryOccasionSchema);

// ---- The engine's own words around an entry ---------------------------------------------------------

const libraryVoiceText = z.strictObject({
  keyWordTheological: z.string().min(10),
  keyWordStandard: z.string().min(5),
  crossReference: z.string().min(5),
  greek: z.string().min(3),
  hebrew: z.string().min(3),
  focus: z.string().min(10),
  /** The same for more than one verse preached inside an entry. */
  focusVerses: z.string().min(10),
  /** A passage asked for that holds an entry (a whole chapter around its story): the entry is its heart. */
  heart: z.string().min(10),
  careNote: z.string().min(10),
});
export const libraryVoiceFileSchema = z.strictObject({ note: z.string(), en: libraryVoiceText, es: libraryVoiceText });
export type LibraryVoice = z.infer<typeof libraryVoiceText>;

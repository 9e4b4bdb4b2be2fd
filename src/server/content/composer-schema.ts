// The shape of data/content/composer.json: the wording the offline composer builds a sermon's
// explanations, applications, outline sentences, titles and altar call from, in English and
// Spanish. The prose lives in the data file so that it can be reviewed as content; the composer
// only fills the placeholders with words taken from the passage itself (decision 0020).
import { z } from 'zod';
import { LANGUAGE_STYLES } from '#shared/constants.ts';

/** The kinds of statement a clause can make; each is explained and applied differently. */
export const STATEMENT_KINDS = ['question', 'command', 'promise', 'condition', 'contrast', 'purpose', 'warning', 'truth'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * How the sermon speaks to its hearers. Spanish needs it: tú for youth and children, usted
 * otherwise, and feminine forms for a women's meeting. English uses the same words for all three.
 */
export const REGISTERS = ['formal', 'familiar', 'feminine'] as const;
export type Register = (typeof REGISTERS)[number];

const variants = z.array(z.string().trim().min(1).max(900)).min(2);
/** Lines used once per point: at least three, so that three points never repeat one. */
const perPoint = z.array(z.string().trim().min(1).max(900)).min(3);
const oneOrMore = z.array(z.string().trim().min(1).max(200)).min(1);
const perRegister = z.strictObject({ formal: variants, familiar: variants, feminine: variants });
const perPointRegister = z.strictObject({ formal: perPoint, familiar: perPoint, feminine: perPoint });
const perKind = <T extends z.ZodType>(schema: T) => z.strictObject(Object.fromEntries(STATEMENT_KINDS.map((kind) => [kind, schema])) as Record<StatementKind, T>);

const composerTextSchema = z.strictObject({
  quote: perPoint,
  /** Children hear the text read and observed in short sentences, without grammar words ("clause", "condition"). */
  quoteChildren: perPoint,
  /** What a clause says, by the kind of statement it makes; a line with {actor} is used only when the clause names who acts. */
  observe: perKind(perPoint),
  observeChildren: perKind(perPoint),
  keyWordTheological: perPoint,
  keyWordStandard: perPoint,
  languageName: z.strictObject({ greek: z.string().min(1), hebrew: z.string().min(1) }),
  contextBefore: variants,
  contextAfter: variants,
  bookSetting: perPoint,
  crossReference: perPoint,
  /** Headings of the points of a verse or passage: the key word as a noun, with a whole phrase of its clause when every point has one short enough. */
  /** What a point is called when its clause has no word a heading can name as a noun: "A Command: “Be Careful for Nothing”". */
  kindNames: perKind(z.string().trim().min(1).max(40)),
  /** The same for a second point of that kind: "Another Promise". */
  kindNamesAgain: perKind(z.string().trim().min(1).max(40)),
  pointHeadings: z.strictObject({ phrase: oneOrMore, noun: oneOrMore, nounWithReference: oneOrMore }),
  headings: z.strictObject(Object.fromEntries(LANGUAGE_STYLES.map((style) => [style, variants])) as Record<(typeof LANGUAGE_STYLES)[number], typeof variants>),
  apply: perKind(perPointRegister),
  applyChildren: perKind(perPoint),
  hardIntroduction: variants,
  /** For a hard passage the preacher asked for: its words heard as a cry, in their setting. */
  hardObserve: perPoint,
  hardTheme: variants,
  hardCrossReference: variants,
  hardApply: perPointRegister,
  outline: variants,
  /** The outline line of a theme sermon: three passages, not one text. */
  outlineTheme: variants,
  recap: variants,
  recapTheme: variants,
  titles: z.strictObject({ verse: variants, passage: variants, theme: variants, hard: variants }),
  altarCall: z.strictObject(Object.fromEntries(LANGUAGE_STYLES.map((style) => [style, perRegister])) as Record<(typeof LANGUAGE_STYLES)[number], typeof perRegister>),
});
export type ComposerText = z.infer<typeof composerTextSchema>;

/**
 * The noun a heading or a title names a key word by, for the glossary entries (by their first
 * Strong's number) whose headword is a verb or an adjective: "believe" → "faith", "give" → "gift",
 * "creer" → "fe". Null marks a verb with no fitting noun ("go", "say"): never a heading word.
 * Entries not listed are nouns already.
 */
const keywordNounsSchema = z.record(z.string().regex(/^[GH]\d+$/), z.strictObject({ en: z.string().trim().min(1).max(40), es: z.string().trim().min(1).max(40) }).nullable());

export const composerFileSchema = z.strictObject({ keywordNouns: keywordNounsSchema, en: composerTextSchema, es: composerTextSchema });
export type ComposerFile = z.infer<typeof composerFileSchema>;

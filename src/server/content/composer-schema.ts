// The shape of data/content/composer.json: the wording the offline composer builds a sermon's
// explanations, applications, outline sentences, titles and altar call from, in English and
// Spanish. The prose lives in the data file so that it can be reviewed as content; the composer
// only fills the placeholders with words taken from the passage itself (decision 0020).
import { z } from 'zod';
import { LANGUAGE_STYLES } from '#shared/constants.ts';

/** The kinds of statement a clause can make; each is explained and applied differently. */
export const STATEMENT_KINDS = ['command', 'promise', 'condition', 'contrast', 'purpose', 'warning', 'truth'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * How the sermon speaks to its hearers. Spanish needs it: tú for youth and children, usted
 * otherwise, and feminine forms for a women's meeting. English uses the same words for all three.
 */
export const REGISTERS = ['formal', 'familiar', 'feminine'] as const;
export type Register = (typeof REGISTERS)[number];

const variants = z.array(z.string().trim().min(1).max(900)).min(2);
const perRegister = z.strictObject({ formal: variants, familiar: variants, feminine: variants });

const composerTextSchema = z.strictObject({
  quote: variants,
  observe: z.strictObject(Object.fromEntries(STATEMENT_KINDS.map((kind) => [kind, variants])) as Record<StatementKind, typeof variants>),
  keyWordTheological: variants,
  keyWordStandard: variants,
  languageName: z.strictObject({ greek: z.string().min(1), hebrew: z.string().min(1) }),
  contextBefore: variants,
  contextAfter: variants,
  bookSetting: variants,
  crossReference: variants,
  headings: z.strictObject(Object.fromEntries(LANGUAGE_STYLES.map((style) => [style, variants])) as Record<(typeof LANGUAGE_STYLES)[number], typeof variants>),
  apply: z.strictObject(Object.fromEntries(STATEMENT_KINDS.map((kind) => [kind, perRegister])) as Record<StatementKind, typeof perRegister>),
  hardIntroduction: variants,
  /** For a hard passage the preacher asked for: its words heard as a cry, in their setting. */
  hardObserve: variants,
  hardTheme: variants,
  hardCrossReference: variants,
  hardApply: perRegister,
  outline: variants,
  recap: variants,
  recapTheme: variants,
  titles: z.strictObject({ verse: variants, passage: variants, theme: variants, hard: variants }),
  altarCall: z.strictObject(Object.fromEntries(LANGUAGE_STYLES.map((style) => [style, perRegister])) as Record<(typeof LANGUAGE_STYLES)[number], typeof perRegister>),
});
export type ComposerText = z.infer<typeof composerTextSchema>;

export const composerFileSchema = z.strictObject({ en: composerTextSchema, es: composerTextSchema });
export type ComposerFile = z.infer<typeof composerFileSchema>;

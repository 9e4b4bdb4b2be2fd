// The shape of data/content/composer.json: the few words the offline engine says around a composed
// outline (decision 0028) and the Apostolic altar call every offline sermon ends with, in English
// and Spanish. The prose lives in the data file so that it can be reviewed as content. A sentence
// is made of two parts picked apart (`a` + `b`, `lead` + `action`), so that no whole sentence
// frame comes back in many sermons; the engine only fills in references, titles and the theme.
import { z } from 'zod';
import { LANGUAGE_STYLES } from '#shared/constants.ts';

/**
 * How the sermon speaks to its hearers. Spanish needs it: tú for youth and children, usted
 * otherwise, and feminine forms for a women's meeting. English uses the same words for all three.
 */
export const REGISTERS = ['formal', 'familiar', 'feminine'] as const;
export type Register = (typeof REGISTERS)[number];

const line = z.string().trim().min(1).max(400);
const variants = z.array(z.string().trim().min(1).max(900)).min(2);
/** Used once per point: at least three, so that three points never repeat one. */
const perPoint = z.array(line).min(3);
/** Two halves of one sentence, picked apart: many halves make many frames. */
const halves = z.strictObject({ a: z.array(line).min(6), b: z.array(line).min(6) });
const applications = z.strictObject({ lead: z.array(line).min(8), action: z.array(line).min(8) });
/** Adults (general, Sunday, men, women, evangelistic: usted in Spanish) and the young (youth, children: tú). */
const byRoom = <T extends z.ZodType>(schema: T) => z.strictObject({ adults: schema, young: schema });
const perRegister = z.strictObject({ formal: variants, familiar: variants, feminine: variants });

const composedSchema = z.strictObject({
  /** The introduction's first sentence: {reference}. */
  opening: byRoom(halves),
  /** A theme sermon names its theme: {theme}. */
  theme: z.array(line).min(3),
  /** A verse preached inside its unit (whose title is the sermon's): {reference}, {unitReference}. */
  placement: halves,
  /** Before what a point from the verses around a short passage says: where those verses stand. */
  setting: z.strictObject({ after: z.array(line).min(4), before: z.array(line).min(4) }),
  languageName: z.strictObject({ greek: z.string().min(1), hebrew: z.string().min(1) }),
  /** How a Strong's number is labelled ("Strong’s G25"). */
  strongs: z.string().min(1),
  /** Short labels (one or two words) before a quoted cross-reference: one that has the same original word, and any other. */
  sameWord: perPoint,
  compare: perPoint,
  /** A label before the original word when the sermon cannot name its Spanish rendering. */
  originalOnly: perPoint,
  /** The simple style and children: a label before the key word alone, as the verse prints it. */
  plainWord: perPoint,
  /** A point's application: lead ({reference}) + action. */
  apply: byRoom(applications),
  /** The conclusion's first sentence: {reference}. */
  recap: byRoom(halves),
  /** The conclusion's look back over a sketched unit's movements, in two halves: {steps}. */
  steps: halves,
  /** In place of a story when none fits the passage: {reference}. */
  noStory: byRoom(halves),
});
export type ComposedText = z.infer<typeof composedSchema>;

const composerTextSchema = z.strictObject({
  composed: composedSchema,
  altarCall: z.strictObject(Object.fromEntries(LANGUAGE_STYLES.map((style) => [style, perRegister])) as Record<(typeof LANGUAGE_STYLES)[number], typeof perRegister>),
});
export type ComposerText = z.infer<typeof composerTextSchema>;

export const composerFileSchema = z.strictObject({ en: composerTextSchema, es: composerTextSchema });
export type ComposerFile = z.infer<typeof composerFileSchema>;

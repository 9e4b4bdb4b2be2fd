// The shape of data/content/themes.json: the bilingual theme map. A preacher who types a theme
// ("Navidad", "storms of life") instead of a verse gets a sermon on the theme's passages; each
// passage is preached from its key verse under a heading written for it in both languages
// (decision 0020). References are in English form so that the reference parser reads them in
// either language; every one exists in the KJV and the RV1909 (themes.test.ts).
import { z } from 'zod';

/** A short heading for one passage: at most 60 characters (English title case, Spanish sentence case). */
const heading = z.string().trim().min(3).max(60);

const themePassageSchema = z.strictObject({
  /** "Psalms 46:1-3": at most 8 verses, within one chapter. */
  reference: z.string().trim().min(3),
  /** The verse (in the passage's chapter) the point is preached from. */
  keyVerse: z.number().int().positive(),
  en: heading,
  es: heading,
});
export type ThemePassage = z.infer<typeof themePassageSchema>;

const themeLanguageSchema = z.strictObject({
  /** How the sermon names its subject ("Hope in the Valley of Grief"). */
  name: z.string().trim().min(2).max(80),
  /** Title options, one picked per sermon by the seeded chooser. */
  titles: z.array(z.string().trim().min(3).max(120)).min(2).max(3),
  /** Words and phrases a preacher might type; matched ignoring case, accents and punctuation. */
  keywords: z.array(z.string().trim().min(2)).min(1),
});

const themeSchema = z.strictObject({
  /** Kebab-case English id, e.g. 'holy-ghost'. */
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  /**
   * What the theme names: a subject (the default), a room ("children") or an occasion's day
   * ("christmas"). Only a subject says what a passage is about: "the children of Israel" is not the
   * children's theme.
   */
  kind: z.enum(['subject', 'room', 'occasion']).default('subject'),
  en: themeLanguageSchema,
  es: themeLanguageSchema,
  /** The first passage opens the sermon; the points are three of the others, chosen by the seed. */
  passages: z.array(themePassageSchema).min(4).max(10),
});
export type SermonTheme = z.infer<typeof themeSchema>;

export const themesFileSchema = z.array(themeSchema).refine((themes) => new Set(themes.map((theme) => theme.id)).size === themes.length, 'theme ids must be unique');

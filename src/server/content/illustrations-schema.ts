// The shape of data/content/illustrations.json: the offline composer's library of original
// stories. Each story is one entry told in both languages, so a story fits the same audiences and
// tags in English and in Spanish by construction. Placeholders: {theme}, {reference}.
import { z } from 'zod';
import { AUDIENCE_TYPES } from '#shared/constants.ts';

const storyText = z.string().trim().min(100).max(1200);

export const illustrationSchema = z.strictObject({
  /** Kebab-case, unique: "the-empty-chair". */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The audiences the story is told for; its Spanish register follows them (tú for youth and children). */
  audiences: z.array(z.enum(AUDIENCE_TYPES)).min(1),
  /** Theme ids and English glossary headwords ("grief", "love", "wait for"); "comfort" marks a serious, gentle story. */
  tags: z.array(z.string().regex(/^[a-z]+([ -][a-z]+)*$/)).min(1),
  /** The day a story names ("That is the question of Christmas"): it is told only in a sermon on that theme. */
  toldOnlyOn: z.string().regex(/^[a-z]+(-[a-z]+)*$/).optional(),
  en: storyText,
  es: storyText,
});
export type Illustration = z.infer<typeof illustrationSchema>;

export const illustrationsFileSchema = z.strictObject({
  note: z.string(),
  stories: z
    .array(illustrationSchema)
    .min(90)
    .refine((stories) => new Set(stories.map((story) => story.id)).size === stories.length, 'story ids must be unique'),
});

// The shape of data/content/sermon-voice.json: how an offline sermon speaks to its audience — the
// opening, the line that follows each point's application, the closing paragraph — and a tagged
// library of original illustrations per audience, in English and Spanish. Placeholders: {theme},
// {reference}, {point}.
import { z } from 'zod';
import { AUDIENCE_TYPES, type AudienceType } from '#shared/constants.ts';

const variants = z.array(z.string().trim().min(1).max(900)).min(3);
const perAudience = z.strictObject(Object.fromEntries(AUDIENCE_TYPES.map((audience) => [audience, variants])) as Record<AudienceType, typeof variants>);

/** An original story, tagged with the theme ids and English key words it illustrates. */
const illustrationSchema = z.strictObject({ tags: z.array(z.string().regex(/^[a-z-]+$/)).min(1), text: z.string().trim().min(100).max(1200) });
const illustrations = z.array(illustrationSchema).min(3);

const sermonVoiceTextSchema = z.strictObject({
  introduction: perAudience,
  application: perAudience,
  conclusion: perAudience,
  illustrations: z.strictObject(Object.fromEntries(AUDIENCE_TYPES.map((audience) => [audience, illustrations])) as Record<AudienceType, typeof illustrations>),
});
export type SermonVoiceText = z.infer<typeof sermonVoiceTextSchema>;

export const sermonVoiceFileSchema = z.strictObject({ en: sermonVoiceTextSchema, es: sermonVoiceTextSchema });

// The shape of data/content/sermon-voice.json: how an offline sermon speaks to its audience — the
// opening, the line that follows each point's application, the closing paragraph — in English and
// Spanish. Placeholders: {theme}, {reference}, {point}. The illustrations have their own file
// (illustrations-schema.ts).
import { z } from 'zod';
import { AUDIENCE_TYPES, type AudienceType } from '#shared/constants.ts';

const variants = z.array(z.string().trim().min(1).max(900)).min(3);
const perAudience = z.strictObject(Object.fromEntries(AUDIENCE_TYPES.map((audience) => [audience, variants])) as Record<AudienceType, typeof variants>);

const sermonVoiceTextSchema = z.strictObject({
  introduction: perAudience,
  application: perAudience,
  conclusion: perAudience,
});
export type SermonVoiceText = z.infer<typeof sermonVoiceTextSchema>;

export const sermonVoiceFileSchema = z.strictObject({ en: sermonVoiceTextSchema, es: sermonVoiceTextSchema });

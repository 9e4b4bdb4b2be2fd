import { z } from 'zod';
import { AUDIENCE_TYPES, LANGUAGE_STYLES, THEME_MAX_LENGTH } from './constants.ts';
import { LANGUAGES } from './languages.ts';
import { withoutControlCharacters } from './plain-text.ts';

/**
 * product §7 generate body {title, scripture, audienceType, language, languageStyle}: one of title
 * (a theme) or scripture (a reference) is given, the other empty (product §5 digits:digits rule).
 */
export const generateRequestSchema = z
  .object({
    title: z.string({ error: 'invalid_theme' }).overwrite(withoutControlCharacters).trim().max(THEME_MAX_LENGTH, { error: 'theme_too_long' }).default(''),
    scripture: z.string({ error: 'invalid_theme' }).overwrite(withoutControlCharacters).trim().max(THEME_MAX_LENGTH, { error: 'theme_too_long' }).default(''),
    audienceType: z.enum(AUDIENCE_TYPES, { error: 'invalid_audience' }),
    language: z.enum(LANGUAGES, { error: 'invalid_language' }),
    languageStyle: z.enum(LANGUAGE_STYLES, { error: 'invalid_style' }),
  })
  // Checked even when another field is wrong, so a form shows every missing field at once; but
  // only on an object (a body of null, a list or a string has no fields to check).
  .refine((body) => body.title !== '' || body.scripture !== '', {
    error: 'theme_required',
    path: ['title'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
  });

export type GenerateRequest = z.output<typeof generateRequestSchema>;

import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from './email.ts';
import { LANGUAGES } from './languages.ts';

export const CONTACT_LIMITS = { nameMax: 100, messageMin: 10, messageMax: 5000 } as const;

// Issue codes, not sentences: the client shows them in the page language, the server in the
// request's language.
export type ContactFieldError = 'required' | 'too_long' | 'too_short' | 'invalid_email';

export const contactMessageSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(CONTACT_LIMITS.nameMax, { error: 'too_long' }),
  email: z
    .string({ error: 'required' })
    .transform(normalizeEmail)
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .max(EMAIL_MAX_LENGTH, { error: 'too_long' })
        .regex(EMAIL_PATTERN, { error: 'invalid_email' }),
    ),
  message: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .min(CONTACT_LIMITS.messageMin, { error: 'too_short' })
    .max(CONTACT_LIMITS.messageMax, { error: 'too_long' }),
  language: z.enum(LANGUAGES).default('en'),
  // Honeypot: hidden from people, filled in by bots. Anything non-empty means "drop silently".
  website: z.string().max(500).optional().default(''),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export type ContactFieldErrors = Partial<Record<'name' | 'email' | 'message', ContactFieldError>>;

/** POST /api/contact answers 201 `{ok: true}` (a honeypot bot gets the same). */
export const contactResponseSchema = z.object({ ok: z.literal(true) });

const fieldCode = z.enum(['required', 'too_long', 'too_short', 'invalid_email']).catch('required');
/** The `fields` of a refused message, as the server words them (other keys are left out). */
export const contactFieldErrorsSchema = z.object({ name: fieldCode.optional(), email: fieldCode.optional(), message: fieldCode.optional() });

/** The first issue of each field, as codes, from a failed parse. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const fields: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'email' || field === 'message') && !fields[field]) {
      const code = issue.message as ContactFieldError;
      fields[field] = (['required', 'too_long', 'too_short', 'invalid_email'] as const).includes(code) ? code : 'required';
    }
  }
  return fields;
}

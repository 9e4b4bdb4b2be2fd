import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from './email.ts';
import { LANGUAGES } from './languages.ts';
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from './password-rules.ts';

// Issue codes rather than sentences: each side words them in the user's language (product §8).
const email = z
  .string({ error: 'email_required' })
  .transform(normalizeEmail)
  .pipe(z.string().min(1, { error: 'email_required' }).max(EMAIL_MAX_LENGTH, { error: 'invalid_email' }).regex(EMAIL_PATTERN, { error: 'invalid_email' }));

// Sign-up, reset and change take a new password by one policy (password-rules.ts); sign-in and
// the change's current password only by presence, so an older account's password still works.
const currentPassword = z.string({ error: 'password_required' }).min(1, { error: 'password_required' }).max(PASSWORD_MAX_LENGTH, { error: 'password_too_long' });

/**
 * What the app calls the member ("Pastor Daniel Ruiz"): optional, one line, at most 80 characters;
 * an empty name is no name (the app then greets by e-mail).
 */
export const DISPLAY_NAME_MAX = 80;
const displayNameSchema = z
  .string({ error: 'invalid_name' })
  .max(400, { error: 'name_too_long' })
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .max(DISPLAY_NAME_MAX, { error: 'name_too_long' })
      // No control or format characters: the name is shown on pages and in e-mails.
      .regex(/^[^\p{Cc}\p{Cf}\p{Co}\p{Cn}]*$/u, { error: 'invalid_name' }),
  );

export const signUpSchema = z.object({
  email,
  name: displayNameSchema.optional(),
  password: newPasswordSchema,
  language: z.enum(LANGUAGES).default('en'),
});

export const signInSchema = z.object({
  email,
  password: currentPassword,
});

export const forgotPasswordSchema = z.object({
  email,
  language: z.enum(LANGUAGES).optional(),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'invalid_token' }).min(1, { error: 'invalid_token' }).max(200, { error: 'invalid_token' }),
  password: newPasswordSchema,
});

/** POST /api/auth/change-password, signed in: every other session of the account ends. */
export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: newPasswordSchema,
});

export const signOutSchema = z.object({
  scope: z.enum(['local', 'global', 'others']).default('local'),
});

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type SignOutScope = z.output<typeof signOutSchema>['scope'];

/** PATCH /api/me: the member's own name (an empty one clears it). */
export const updateMeSchema = z.strictObject({ name: displayNameSchema });
export type UpdateMeInput = z.input<typeof updateMeSchema>;

/** Codes the auth API answers with, beside a localized `error` text. */
export const AUTH_ERROR_CODES = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'USER_ALREADY_EXISTS',
  'WEAK_PASSWORD',
  'INVALID_EMAIL',
  'INVALID_TOKEN',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
  'SESSION_EXPIRED',
  'SERVER_ERROR',
  'FORBIDDEN_ORIGIN',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

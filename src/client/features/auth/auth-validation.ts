import { isValidEmail, normalizeEmail } from '#shared/email.ts';
import { PASSWORD_MAX_LENGTH } from '#shared/password-rules.ts';
import type { FieldCode } from './api-error-details.ts';

// Client-side checks of product §5. Each returns issue codes; the pages word them from the catalog
// (auth:validation.<code>), so the same rule reads the same in every form and language.
export type ValidationCode = FieldCode | 'passwords_mismatch';

export interface FieldProblems {
  name?: ValidationCode;
  email?: ValidationCode;
  password?: ValidationCode;
  confirm?: ValidationCode;
}

export function emailProblem(value: string): 'email_required' | 'invalid_email' | undefined {
  if (normalizeEmail(value) === '') return 'email_required';
  return isValidEmail(value) ? undefined : 'invalid_email';
}

/** Passwords are never trimmed: a space is a legitimate character. */
function passwordPresence(password: string): 'password_required' | 'password_too_long' | undefined {
  if (password.length === 0) return 'password_required';
  return password.length > PASSWORD_MAX_LENGTH ? 'password_too_long' : undefined;
}

function withoutEmpty(problems: FieldProblems): FieldProblems {
  return Object.fromEntries(Object.entries(problems).filter(([, code]) => code !== undefined)) as FieldProblems;
}

export function hasProblems(problems: FieldProblems): boolean {
  return Object.keys(withoutEmpty(problems)).length > 0;
}

/** Sign-in: both fields required (and an address that can exist, rather than a wasted request). */
export function validateLogin(input: { email: string; password: string }): FieldProblems {
  return withoutEmpty({ email: emailProblem(input.email), password: passwordPresence(input.password) });
}

export function validateForgotPassword(input: { email: string }): FieldProblems {
  return withoutEmpty({ email: emailProblem(input.email) });
}

/** Shown live under the confirmation once something is typed there, and on submit even if empty. */
export function confirmationMismatch(password: string, confirm: string, submitted: boolean): boolean {
  return (submitted || confirm.length > 0) && confirm !== password;
}

/**
 * A new password (sign-up, reset, change): the five rules of the one policy are shown as a live
 * list and submit stays disabled until they are all met (newPasswordReady, shared with the
 * server's schema); here only presence and the confirmation.
 */
export function validateSignup(input: { email: string; password: string; confirm: string }): FieldProblems {
  return withoutEmpty({
    email: emailProblem(input.email),
    password: passwordPresence(input.password),
    confirm: input.confirm !== input.password ? 'passwords_mismatch' : undefined,
  });
}

/** Reset: required, and the confirmation must match; the rules as on sign-up (product §5). */
export function validateResetPassword(input: { password: string; confirm: string }): FieldProblems {
  return withoutEmpty({ password: passwordPresence(input.password), confirm: input.confirm !== input.password ? 'passwords_mismatch' : undefined });
}

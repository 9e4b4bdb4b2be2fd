import { PASSWORD_MIN_LENGTH } from '#shared/constants.ts';
import { isValidEmail, normalizeEmail } from '#shared/email.ts';
import { PASSWORD_MAX_LENGTH, unmetPasswordRules } from '#shared/password-rules.ts';
import type { FieldCode } from './api-error-details.ts';

// Client-side checks of product §5. Each returns issue codes; the pages word them from the catalog
// (auth:validation.<code>), so the same rule reads the same in every form and language.
export type ValidationCode = FieldCode | 'passwords_mismatch';

export interface FieldProblems {
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

/** Sign-up: the five rules are shown as a live list; submit stays disabled until they are all met. */
export function validateSignup(input: { email: string; password: string; confirm: string }): FieldProblems {
  return withoutEmpty({
    email: emailProblem(input.email),
    password: passwordPresence(input.password),
    confirm: input.confirm !== input.password ? 'passwords_mismatch' : undefined,
  });
}

export function signupPasswordReady(password: string): boolean {
  return unmetPasswordRules(password).length === 0 && password.length <= PASSWORD_MAX_LENGTH;
}

/** Reset: required, at least 6 characters, and the confirmation must match (product §5). */
export function validateResetPassword(input: { password: string; confirm: string }): FieldProblems {
  let password: ValidationCode | undefined = passwordPresence(input.password);
  if (!password && [...input.password].length < PASSWORD_MIN_LENGTH.reset) password = 'password_too_short';
  return withoutEmpty({ password, confirm: input.confirm !== input.password ? 'passwords_mismatch' : undefined });
}

// product §5: the one password policy, for every new password (sign-up, reset, change): at least
// 8 characters, an uppercase letter, a lowercase letter, a digit and one special character from
// !@#$%^&*(),.?":{}|<>, at most 128. The forms list the rules live and the server checks them with
// the same schema (newPasswordSchema).
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_RULES = ['min_length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** The rules this password does not meet yet, in the order the forms list them. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) unmet.push('min_length');
  if (!/[A-Z]/.test(password)) unmet.push('uppercase');
  if (!/[a-z]/.test(password)) unmet.push('lowercase');
  if (!/\d/.test(password)) unmet.push('digit');
  if (!SPECIAL.test(password)) unmet.push('special');
  return unmet;
}

/**
 * A new password, never trimmed. Issue codes, worded by each side: 'password_required',
 * 'password_too_long', or 'weak_password' (the server then lists the unmet rules).
 */
export const newPasswordSchema = z
  .string({ error: 'password_required' })
  .min(1, { error: 'password_required' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password_too_long' })
  .superRefine((password, ctx) => {
    if (unmetPasswordRules(password).length > 0) ctx.addIssue({ code: 'custom', message: 'weak_password' });
  });

/** Whether a form may send this as a new password: the server's own schema accepts it. */
export function newPasswordReady(password: string): boolean {
  return newPasswordSchema.safeParse(password).success;
}

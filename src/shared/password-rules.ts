// product §5 sign-up password: at least 8 characters, an uppercase letter, a lowercase letter, a
// digit and one special character from !@#$%^&*(),.?":{}|<>. The reset form only asks for 6.
import { PASSWORD_MIN_LENGTH } from './constants.ts';

export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_RULES = ['min_length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

/** The sign-up rules this password does not meet yet, in the order the form lists them. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  const unmet: PasswordRule[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH.signup) unmet.push('min_length');
  if (!/[A-Z]/.test(password)) unmet.push('uppercase');
  if (!/[a-z]/.test(password)) unmet.push('lowercase');
  if (!/\d/.test(password)) unmet.push('digit');
  if (!SPECIAL.test(password)) unmet.push('special');
  return unmet;
}

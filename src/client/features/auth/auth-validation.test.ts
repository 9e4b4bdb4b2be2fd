import { describe, expect, it } from 'vitest';
import { newPasswordReady } from '#shared/password-rules.ts';
import { confirmationMismatch, emailProblem, hasProblems, validateForgotPassword, validateLogin, validateResetPassword, validateSignup } from './auth-validation.ts';

describe('auth form validation', () => {
  it('requires an e-mail address and checks its shape after trimming', () => {
    expect(emailProblem('')).toBe('email_required');
    expect(emailProblem('   ')).toBe('email_required');
    expect(emailProblem('pastor')).toBe('invalid_email');
    expect(emailProblem('pastor@church')).toBe('invalid_email');
    expect(emailProblem(' Pastor@Church.org ')).toBeUndefined();
  });

  it('sign-in: both fields required; the password is never trimmed', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'email_required', password: 'password_required' });
    expect(validateLogin({ email: 'a@b.co', password: ' ' })).toEqual({});
    expect(validateLogin({ email: 'a@b.co', password: 'x'.repeat(129) })).toEqual({ password: 'password_too_long' });
  });

  it('forgot password: a required, well-formed address', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({ email: 'email_required' });
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: 'invalid_email' });
    expect(hasProblems(validateForgotPassword({ email: 'a@b.co' }))).toBe(false);
  });

  it('sign-up: mismatch shown live once the confirmation is typed, always on submit', () => {
    expect(confirmationMismatch('Abcdef1!', '', false)).toBe(false);
    expect(confirmationMismatch('Abcdef1!', '', true)).toBe(true);
    expect(confirmationMismatch('Abcdef1!', 'Abc', false)).toBe(true);
    expect(confirmationMismatch('Abcdef1!', 'Abcdef1!', true)).toBe(false);
    expect(validateSignup({ email: 'a@b.co', password: 'Abcdef1!', confirm: 'Abcdef1?' })).toEqual({ confirm: 'passwords_mismatch' });
  });

  it('a new password (sign-up, reset, change): submit only once all five rules are met', () => {
    expect(newPasswordReady('')).toBe(false);
    expect(newPasswordReady('abcdefg')).toBe(false);
    expect(newPasswordReady('abcdefg1!')).toBe(false);
    expect(newPasswordReady('Abcdef1!')).toBe(true);
    expect(newPasswordReady(`A1!${'a'.repeat(126)}`)).toBe(false);
  });

  it('reset: required and matching (the rules gate the button)', () => {
    expect(validateResetPassword({ password: '', confirm: '' })).toEqual({ password: 'password_required' });
    expect(validateResetPassword({ password: 'Abcdef1!', confirm: 'Abcdef1?' })).toEqual({ confirm: 'passwords_mismatch' });
    expect(validateResetPassword({ password: 'Abcdef1!', confirm: 'Abcdef1!' })).toEqual({});
  });
});

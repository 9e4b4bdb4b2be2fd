import { describe, expect, it } from 'vitest';
import en from '#client/i18n/locales/en/auth.json' with { type: 'json' };
import es from '#client/i18n/locales/es/auth.json' with { type: 'json' };

// The English texts product §2, §5 and §8 give, word for word (the parity test covers Spanish keys).
describe('auth catalog', () => {
  it('keeps the spec sign-in texts verbatim', () => {
    expect(en.login.retrying).toBe('Retrying... (Attempt {{attempt}})');
    expect(es.login.retrying).toBe('Reintentando... (Intento {{attempt}})');
    expect(en.login.errors).toEqual({
      invalid_credentials: 'Incorrect email or password.',
      email_not_verified: 'Please confirm your email address.',
      rate_limited: 'Too many attempts. Please try again later.',
      network: 'Network error. Please check your connection.',
      server: 'Server error. Please try again.',
      session_expired: 'Session expired. Please sign in again.',
      no_user: 'Authentication error',
      generic: 'An error occurred. Please try again.',
      // Ours, not the spec's: the page was opened at another address than PUBLIC_URL (issue 16).
      wrong_address: 'This app is configured for {{publicUrl}}; open it there.',
    });
  });

  it('keeps the spec sign-up texts verbatim', () => {
    expect(en.signup.errors).toEqual({
      already_registered: 'This email is already registered. Please sign in instead.',
      server_busy: 'Server busy. Please wait 5 minutes before trying again.',
      network: 'Connection error. Please check your internet connection.',
      server: 'Server error. Please try again in a few minutes.',
      no_user: 'Error creating account',
      generic: 'An error occurred during signup. Please try again later.',
      wrong_address: 'This app is configured for {{publicUrl}}; open it there.',
    });
    expect(en.signup.blockedNow).toBe('Too many attempts. Account blocked for 300 seconds.');
    expect(en.signup.blockedCountdown).toBe('Account temporarily blocked. Try again in {{seconds}} seconds.');
  });

  it('keeps the spec validation, forgot-password and reset texts verbatim', () => {
    expect(en.validation).toMatchObject({
      email_required: 'Email address is required',
      invalid_email: 'Please enter a valid email address',
      password_required: 'Password is required',
      password_too_short: 'Password must be at least 8 characters',
      passwords_mismatch: 'Passwords do not match',
    });
    expect(en.forgot.errors.user_not_found).toBe("We couldn't find an account with this email address");
    expect(en.reset).toMatchObject({
      placeholder: 'Minimum 8 characters',
      invalid: 'The recovery link is invalid or has expired.',
      noSession: 'The link is not valid. (No session)',
      sessionError: 'The link is not valid. (Session error)',
      expired: 'The link has expired. Request a new one.',
      requestNewLink: 'Request a new link',
    });
    expect(en.reset.errors).toMatchObject({
      weak_password: 'Password is too weak: it must meet every rule listed.',
      timeout: 'Operation timed out. Please try again.',
      cancelled: 'Operation cancelled',
      update_failed: 'Error updating password: {{message}}',
    });
    expect(es.reset.errors.update_failed).toBe('Error al actualizar la contraseña: {{message}}');
    expect(en.passwordToggle).toEqual({ show: 'Show password', hide: 'Hide password' });
  });
});

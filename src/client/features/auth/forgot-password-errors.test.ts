import { describe, expect, it } from 'vitest';
import { forgotFailureKind } from './forgot-password-errors.ts';
import { apiError, networkError } from '#tests/support/auth-test-doubles.ts';

describe('forgotFailureKind', () => {
  it('words a "user not found" message kindly, whatever its case', () => {
    expect(forgotFailureKind(apiError(400, {}, 'User not found'))).toBe('user_not_found');
    expect(forgotFailureKind(new Error('AuthApiError: user not found'))).toBe('user_not_found');
    expect(forgotFailureKind(apiError(404, { code: 'USER_NOT_FOUND' }, 'x'))).toBe('user_not_found');
  });

  it('maps the rate limit and a malformed address', () => {
    expect(forgotFailureKind(apiError(429, { code: 'RATE_LIMITED' }))).toBe('rate_limited');
    expect(forgotFailureKind(apiError(429))).toBe('rate_limited');
    expect(forgotFailureKind(apiError(400, { code: 'INVALID_EMAIL', fields: { email: 'invalid_email' } }))).toBe('invalid_email');
  });

  it('uses the generic message for the rest, a lost connection included', () => {
    expect(forgotFailureKind(apiError(500))).toBe('generic');
    expect(forgotFailureKind(networkError())).toBe('generic');
    expect(forgotFailureKind(undefined)).toBe('generic');
  });
});

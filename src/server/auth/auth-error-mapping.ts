import type { AuthErrorCode } from '#shared/auth-schemas.ts';
import type { ApiMessageKey } from '../i18n/api-messages.ts';

// better-auth's error codes, folded into the few the client distinguishes (product §8).
const BY_CODE: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  INVALID_PASSWORD: 'INVALID_EMAIL_OR_PASSWORD',
  USER_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_EMAIL_OR_PASSWORD',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  USER_ALREADY_EXISTS: 'USER_ALREADY_EXISTS',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'USER_ALREADY_EXISTS',
  PASSWORD_TOO_SHORT: 'WEAK_PASSWORD',
  PASSWORD_TOO_LONG: 'WEAK_PASSWORD',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_TOKEN: 'INVALID_TOKEN',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FAILED_TO_GET_SESSION: 'SESSION_EXPIRED',
  // The database refused a write: our failure, never the user's.
  FAILED_TO_CREATE_USER: 'SERVER_ERROR',
  FAILED_TO_CREATE_SESSION: 'SERVER_ERROR',
  FAILED_TO_CREATE_VERIFICATION: 'SERVER_ERROR',
  FAILED_TO_UPDATE_USER: 'SERVER_ERROR',
  // better-auth's own origin check (behind ours, http/origin-check.ts): a cookie-bearing request
  // that names no origin, or another one, or a redirect to another site.
  INVALID_ORIGIN: 'FORBIDDEN_ORIGIN',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN_ORIGIN',
  INVALID_CALLBACK_URL: 'FORBIDDEN_ORIGIN',
  INVALID_REDIRECT_URL: 'FORBIDDEN_ORIGIN',
  INVALID_ERROR_CALLBACK_URL: 'FORBIDDEN_ORIGIN',
  INVALID_NEW_USER_CALLBACK_URL: 'FORBIDDEN_ORIGIN',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'FORBIDDEN_ORIGIN',
};

export const MESSAGE_OF: Record<AuthErrorCode, ApiMessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_email_or_password',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  USER_ALREADY_EXISTS: 'user_already_exists',
  WEAK_PASSWORD: 'weak_password',
  INVALID_EMAIL: 'invalid_email',
  INVALID_TOKEN: 'invalid_token',
  VALIDATION_ERROR: 'invalid_request',
  RATE_LIMITED: 'too_many_attempts',
  SESSION_EXPIRED: 'session_expired',
  SERVER_ERROR: 'internal_error',
  FORBIDDEN_ORIGIN: 'forbidden_origin',
};

export function authErrorCode(status: number, providerCode: unknown): AuthErrorCode {
  if (status === 429) return 'RATE_LIMITED';
  if (typeof providerCode === 'string' && BY_CODE[providerCode]) return BY_CODE[providerCode];
  if (status === 401) return 'SESSION_EXPIRED';
  return status >= 500 ? 'SERVER_ERROR' : 'VALIDATION_ERROR';
}

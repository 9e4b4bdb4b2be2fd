import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { apiErrorCode } from './api-error-details.ts';

// product §8 auth messages; each kind is a key of auth:login.errors.
export type SignInFailureKind =
  | 'invalid_credentials'
  | 'email_not_verified'
  | 'rate_limited'
  | 'network'
  | 'server'
  | 'session_expired'
  | 'no_user'
  | 'wrong_address'
  | 'generic';

/** product §9: only a request that got no answer is retried; a refusal, a 5xx or an expired session never is. */
export function isRetryableSignInError(error: unknown): boolean {
  return error instanceof NetworkError;
}

export function signInFailureKind(error: unknown): SignInFailureKind {
  if (error instanceof NetworkError) return 'network';
  if (!(error instanceof ApiRequestError)) return 'generic';
  const code = apiErrorCode(error);
  if (code === 'INVALID_EMAIL_OR_PASSWORD') return 'invalid_credentials';
  if (code === 'EMAIL_NOT_VERIFIED') return 'email_not_verified';
  if (code === 'RATE_LIMITED' || error.status === 429) return 'rate_limited';
  if (code === 'SESSION_EXPIRED') return 'session_expired';
  if (code === 'WRONG_ADDRESS') return 'wrong_address';
  if (code === 'SERVER_ERROR' || error.status >= 500) return 'server';
  return 'generic';
}

/** Failures worth a line in the error log: the user can do nothing about them. */
export function isUnexpectedSignInFailure(kind: SignInFailureKind): boolean {
  return kind === 'server' || kind === 'no_user' || kind === 'generic';
}

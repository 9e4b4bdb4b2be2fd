import { ApiRequestError } from '#client/lib/api-client.ts';
import { apiErrorCode, apiFieldErrors } from './api-error-details.ts';

// product §8 Forgot password. Our server never says whether an account exists, but a message saying
// "user not found" is still worded kindly should one ever come back.
type ForgotFailureKind = 'user_not_found' | 'rate_limited' | 'invalid_email' | 'generic';

export function forgotFailureKind(error: unknown): ForgotFailureKind {
  if (error instanceof Error && /user not found/i.test(error.message)) return 'user_not_found';
  if (!(error instanceof ApiRequestError)) return 'generic';
  if (apiErrorCode(error) === 'USER_NOT_FOUND') return 'user_not_found';
  if (apiErrorCode(error) === 'RATE_LIMITED' || error.status === 429) return 'rate_limited';
  if (apiFieldErrors(error).email) return 'invalid_email';
  return 'generic';
}

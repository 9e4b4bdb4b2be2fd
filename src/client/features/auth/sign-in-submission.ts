import { TIMINGS } from '#shared/constants.ts';
import { normalizeEmail } from '#shared/email.ts';
import { apiFieldErrors, type ApiFieldErrors } from './api-error-details.ts';
import type { SignInBody } from './api/sign-in.ts';
import { memberMutation, NoUserError } from './auth-user.ts';
import { isRetryableSignInError, signInFailureKind, type SignInFailureKind } from './sign-in-errors.ts';

/**
 * One sign-in as the query library's mutation (product §5, §9): the address trimmed and lowercased;
 * a lost connection is retried up to 3 times after 1000, 2000 and 4000 ms; anything else ends the
 * attempt at once. An answer without a member is an error of its own (`no_user`).
 */
export function signInMutation(signIn: (body: SignInBody, signal: AbortSignal) => Promise<unknown>) {
  return memberMutation(
    (input: SignInBody, signal) => signIn({ email: normalizeEmail(input.email), password: input.password }, signal),
    { retries: TIMINGS.signInRetries, baseMs: TIMINGS.signInRetryBaseMs, shouldRetry: isRetryableSignInError },
    'Sign-in answered without a user',
  );
}

/** What the form says about a failed sign-in: the product §8 message, and the fields the server named. */
export function signInFailure(error: unknown): { kind: SignInFailureKind; fields: ApiFieldErrors } {
  if (error instanceof NoUserError) return { kind: 'no_user', fields: {} };
  return { kind: signInFailureKind(error), fields: apiFieldErrors(error) };
}

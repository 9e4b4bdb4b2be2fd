import type { MeResponse } from '#shared/auth-schemas.ts';
import { TIMINGS } from '#shared/constants.ts';
import { normalizeEmail } from '#shared/email.ts';
import { apiFieldErrors, type ApiFieldErrors } from './api-error-details.ts';
import type { SignInBody } from './api/sign-in.ts';
import { NoUserError, userFromResponse } from './auth-user.ts';
import { retryOptions } from './retry-policy.ts';
import { isRetryableSignInError, signInFailureKind, type SignInFailureKind } from './sign-in-errors.ts';

export interface SignInVariables {
  input: SignInBody;
  /** Aborted when the page goes away: the request in flight stops, and no retry follows. */
  signal: AbortSignal;
}

/**
 * One sign-in as the query library's mutation (product §5, §9): the address trimmed and lowercased;
 * a lost connection is retried up to 3 times after 1000, 2000 and 4000 ms; anything else ends the
 * attempt at once. An answer without a member is an error of its own (`no_user`).
 */
export function signInMutation(signIn: (body: SignInBody, signal: AbortSignal) => Promise<unknown>) {
  return {
    mutationFn: async ({ input, signal }: SignInVariables): Promise<MeResponse> => {
      signal.throwIfAborted();
      const user = userFromResponse(await signIn({ email: normalizeEmail(input.email), password: input.password }, signal));
      if (!user) throw new NoUserError('Sign-in answered without a user');
      return user;
    },
    ...retryOptions({ retries: TIMINGS.signInRetries, baseMs: TIMINGS.signInRetryBaseMs, shouldRetry: isRetryableSignInError }),
  };
}

/** What the form says about a failed sign-in: the product §8 message, and the fields the server named. */
export function signInFailure(error: unknown): { kind: SignInFailureKind; fields: ApiFieldErrors } {
  if (error instanceof NoUserError) return { kind: 'no_user', fields: {} };
  return { kind: signInFailureKind(error), fields: apiFieldErrors(error) };
}

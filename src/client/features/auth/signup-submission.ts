import type { MeResponse } from '#shared/auth-schemas.ts';
import { TIMINGS } from '#shared/constants.ts';
import { normalizeEmail } from '#shared/email.ts';
import type { SignUpBody } from './api/sign-up.ts';
import { NoUserError, userFromResponse } from './auth-user.ts';
import { retryOptions } from './retry-policy.ts';
import { isRetryableSignupError, signupFailure, type SignupFailure } from './signup-errors.ts';

export interface SignupVariables {
  input: SignUpBody;
  /** Aborted when the page goes away: the request in flight stops, and no retry follows. */
  signal: AbortSignal;
}

/**
 * One sign-up as the query library's mutation (product §4, §8, §9), once the form's own checks and
 * the local throttle passed: the address trimmed and lowercased, a name only when one was typed; a
 * lost connection or a 5xx is retried once after 3000 ms.
 */
export function signupMutation(signUp: (body: SignUpBody, signal: AbortSignal) => Promise<unknown>) {
  return {
    mutationFn: async ({ input, signal }: SignupVariables): Promise<MeResponse> => {
      signal.throwIfAborted();
      const body: SignUpBody = { ...(input.name?.trim() ? { name: input.name } : {}), email: normalizeEmail(input.email), password: input.password, language: input.language };
      const user = userFromResponse(await signUp(body, signal));
      if (!user) throw new NoUserError('Sign-up answered without a user');
      return user;
    },
    ...retryOptions({ retries: TIMINGS.signupMaxRetries, baseMs: TIMINGS.signupRetryDelayMs, shouldRetry: isRetryableSignupError }),
  };
}

/** What the form says about a failed sign-up; `blockMs` > 0 (the provider's rate limit) blocks the form. */
export function signupFailureOf(error: unknown): SignupFailure {
  return error instanceof NoUserError ? { kind: 'no_user', reasons: [], fields: {}, blockMs: 0 } : signupFailure(error);
}

import { TIMINGS } from '#shared/constants.ts';
import { normalizeEmail } from '#shared/email.ts';
import type { SignUpBody } from './api/sign-up.ts';
import { memberMutation, NoUserError } from './auth-user.ts';
import { isRetryableSignupError, signupFailure, type SignupFailure } from './signup-errors.ts';

/**
 * One sign-up as the query library's mutation (product §4, §8, §9), once the form's own checks and
 * the local throttle passed: the address trimmed and lowercased, a name only when one was typed; a
 * lost connection or a 5xx is retried once after 3000 ms.
 */
export function signupMutation(signUp: (body: SignUpBody, signal: AbortSignal) => Promise<unknown>) {
  return memberMutation(
    (input: SignUpBody, signal) => signUp({ ...(input.name?.trim() ? { name: input.name } : {}), email: normalizeEmail(input.email), password: input.password, language: input.language }, signal),
    { retries: TIMINGS.signupMaxRetries, baseMs: TIMINGS.signupRetryDelayMs, shouldRetry: isRetryableSignupError },
    'Sign-up answered without a user',
  );
}

/** What the form says about a failed sign-up; `blockMs` > 0 (the provider's rate limit) blocks the form. */
export function signupFailureOf(error: unknown): SignupFailure {
  return error instanceof NoUserError ? { kind: 'no_user', reasons: [], fields: {}, blockMs: 0 } : signupFailure(error);
}

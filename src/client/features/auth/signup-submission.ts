import type { MeResponse } from '#shared/session-schemas.ts';
import { TIMINGS } from '#shared/constants.ts';
import { normalizeEmail } from '#shared/email.ts';
import type { SignUpBody } from './api/sign-up.ts';
import { requestUser } from './request-user.ts';
import { isRetryableSignupError, signupFailure, type SignupFailure } from './signup-errors.ts';
import type { Sleep } from './sleep.ts';


type SignupResult =
  | { status: 'success'; user: MeResponse }
  /** The local throttle refused this attempt: nothing was sent. */
  | { status: 'throttled' }
  | { status: 'failed'; failure: SignupFailure; error: unknown }
  | { status: 'aborted' };

interface SignupThrottle {
  /** Counts an attempt; false when it must not go out (too many, or still blocked). */
  attempt(): boolean;
  block(ms: number): void;
}

interface SignupDeps {
  signUp: (body: SignUpBody, signal: AbortSignal) => Promise<unknown>;
  sleep: Sleep;
  signal: AbortSignal;
  /** A retry is scheduled: the form shows its 'Retrying…' state. */
  onRetry: () => void;
  throttle: SignupThrottle;
}

/**
 * One sign-up submission (product §4, §8, §9), once the form's own checks passed: the local throttle
 * first, then the request with the address trimmed and lowercased; a lost connection or a 5xx is
 * retried once after 3000 ms; the provider's rate limit blocks the form for 5 minutes.
 */
export async function submitSignup(input: SignUpBody, deps: SignupDeps): Promise<SignupResult> {
  if (!deps.throttle.attempt()) return { status: 'throttled' };
  const body: SignUpBody = { ...(input.name?.trim() ? { name: input.name } : {}), email: normalizeEmail(input.email), password: input.password, language: input.language };
  const outcome = await requestUser(() => deps.signUp(body, deps.signal), { retries: TIMINGS.signupMaxRetries, baseMs: TIMINGS.signupRetryDelayMs, shouldRetry: isRetryableSignupError }, deps, 'Sign-up answered without a user');
  if (outcome.status !== 'failed') return outcome;
  const { error } = outcome;
  if (outcome.noUser) return { status: 'failed', failure: { kind: 'no_user', reasons: [], fields: {}, blockMs: 0 }, error };
  const failure = signupFailure(error);
  if (failure.blockMs > 0) deps.throttle.block(failure.blockMs);
  return { status: 'failed', failure, error };
}

import type { MeResponse } from '#shared/session-schemas.ts';
import { TIMINGS } from '#shared/constants.ts';
import { normalizeEmail } from '#shared/email.ts';
import { apiFieldErrors, type ApiFieldErrors } from './api-error-details.ts';
import type { SignInBody } from './api/sign-in.ts';
import { requestUser } from './request-user.ts';
import { isRetryableSignInError, signInFailureKind, type SignInFailureKind } from './sign-in-errors.ts';
import type { Sleep } from './sleep.ts';


type SignInResult =
  | { status: 'success'; user: MeResponse }
  | { status: 'failed'; kind: SignInFailureKind; fields: ApiFieldErrors; error: unknown }
  | { status: 'aborted' };

interface SignInDeps {
  signIn: (body: SignInBody, signal: AbortSignal) => Promise<unknown>;
  sleep: Sleep;
  /** The page left (or a new submission replaced this one): stop quietly. */
  signal: AbortSignal;
  /** Retry number `attempt` (1, 2, 3) is about to happen: the yellow 'Retrying... (Attempt N)' banner. */
  onRetry: (attempt: number) => void;
}

/**
 * One sign-in (product §5, §9): the address trimmed and lowercased; a lost connection is retried up
 * to 3 times after 1000, 2000 and 4000 ms; anything else ends the attempt at once.
 */
export async function submitSignIn(input: SignInBody, deps: SignInDeps): Promise<SignInResult> {
  const body: SignInBody = { email: normalizeEmail(input.email), password: input.password };
  const outcome = await requestUser(() => deps.signIn(body, deps.signal), { retries: TIMINGS.signInRetries, baseMs: TIMINGS.signInRetryBaseMs, shouldRetry: isRetryableSignInError }, deps, 'Sign-in answered without a user');
  if (outcome.status !== 'failed') return outcome;
  const { error } = outcome;
  return outcome.noUser ? { status: 'failed', kind: 'no_user', fields: {}, error } : { status: 'failed', kind: signInFailureKind(error), fields: apiFieldErrors(error), error };
}

import type { MeResponse } from '#shared/auth-schemas.ts';
import { TIMINGS } from '#shared/constants.ts';
import { normalizeEmail } from '#shared/email.ts';
import { apiFieldErrors, type ApiFieldErrors } from './api-error-details.ts';
import type { SignInBody } from './api/sign-in.ts';
import { userFromResponse } from './auth-user.ts';
import { isRetryableSignInError, signInFailureKind, type SignInFailureKind } from './sign-in-errors.ts';
import { isAbortError, type Sleep } from './sleep.ts';
import { backoffDelay, withRetry } from './with-retry.ts';

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
  try {
    const response = await withRetry({
      run: () => deps.signIn(body, deps.signal),
      retries: TIMINGS.signInRetries,
      shouldRetry: isRetryableSignInError,
      delayMs: (retry) => backoffDelay(TIMINGS.signInRetryBaseMs, retry),
      sleep: deps.sleep,
      signal: deps.signal,
      onRetry: (retry) => deps.onRetry(retry),
    });
    const user = userFromResponse(response);
    if (!user) return { status: 'failed', kind: 'no_user', fields: {}, error: new Error('Sign-in answered without a user') };
    return { status: 'success', user };
  } catch (error) {
    if (deps.signal.aborted || isAbortError(error)) return { status: 'aborted' };
    return { status: 'failed', kind: signInFailureKind(error), fields: apiFieldErrors(error), error };
  }
}

import type { MeResponse } from '#shared/session-schemas.ts';
import { userFromResponse } from './auth-user.ts';
import { isAbortError, type Sleep } from './sleep.ts';
import { backoffDelay, withRetry } from './with-retry.ts';

/** How often and after how long a request is tried again, and which errors are worth it. */
interface RetryPolicy {
  retries: number;
  /** The first wait; each next one doubles. */
  baseMs: number;
  shouldRetry: (error: unknown) => boolean;
}

interface RequestDeps {
  sleep: Sleep;
  /** The page left (or a new submission replaced this one): stop quietly. */
  signal: AbortSignal;
  /** Retry number `retry` (1-based) is about to happen, so the form can say so. */
  onRetry: (retry: number) => void;
}

/** A request that signs the member in: the member, the error that ended it, or stopped quietly. */
type UserRequestOutcome = { status: 'success'; user: MeResponse } | { status: 'failed'; error: unknown; noUser: boolean } | { status: 'aborted' };

/**
 * Sends a request that answers with the member (sign-in, sign-up), retrying as the policy says. An
 * answer without a member is a failure of its own (`noUser`); a request the page gave up on ends
 * quietly, whatever it threw.
 */
export async function requestUser(run: () => Promise<unknown>, policy: RetryPolicy, deps: RequestDeps, noUserMessage: string): Promise<UserRequestOutcome> {
  const { sleep, signal, onRetry } = deps;
  try {
    const response = await withRetry({ run, retries: policy.retries, shouldRetry: policy.shouldRetry, delayMs: (retry) => backoffDelay(policy.baseMs, retry), sleep, signal, onRetry: (retry) => onRetry(retry) });
    const user = userFromResponse(response);
    return user ? { status: 'success', user } : { status: 'failed', error: new Error(noUserMessage), noUser: true };
  } catch (error) {
    if (signal.aborted || isAbortError(error)) return { status: 'aborted' };
    return { status: 'failed', error, noUser: false };
  }
}

import { TIMINGS } from '#shared/constants.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { apiErrorCode } from './api-error-details.ts';
import type { ResetPasswordBody } from './api/reset-password.ts';

// product §8 Reset password failures; 'server_message' is shown as the prefix plus the server's text.
export type ResetFailure =
  | { kind: 'timeout' }
  | { kind: 'cancelled' }
  | { kind: 'weak_password' }
  | { kind: 'invalid_token' }
  | { kind: 'network' }
  | { kind: 'server_message'; message: string }
  | { kind: 'generic' };

export type ResetResult = { status: 'success' } | { status: 'failed'; failure: ResetFailure; error: unknown } | { status: 'disposed' };

export function resetFailure(error: unknown): ResetFailure {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (!(error instanceof ApiRequestError)) return { kind: 'generic' };
  const code = apiErrorCode(error);
  if (code === 'WEAK_PASSWORD') return { kind: 'weak_password' };
  if (code === 'INVALID_TOKEN') return { kind: 'invalid_token' };
  return error.message ? { kind: 'server_message', message: error.message } : { kind: 'generic' };
}

interface ResetDeps {
  resetPassword: (body: ResetPasswordBody, signal: AbortSignal) => Promise<unknown>;
  /** setTimeout, injectable for tests; returns a function that cancels the timer. */
  schedule: (callback: () => void, ms: number) => () => void;
  timeoutMs?: number;
}

export interface ResetSubmission {
  result: Promise<ResetResult>;
  /** The user pressed Cancel: 'Operation cancelled'. */
  cancel(): void;
  /** The page went away: stop without a message. */
  dispose(): void;
}

/**
 * Sends the new password with a 30 s limit (product §9). Cancel, the time limit and leaving the page
 * all abort the request; the outcome reflects which one did, even if the request ignored the signal.
 */
export function startResetSubmission(body: ResetPasswordBody, deps: ResetDeps): ResetSubmission {
  const controller = new AbortController();
  let reason: 'timeout' | 'cancel' | 'dispose' | null = null;
  let settled = false;
  const abort = (why: 'timeout' | 'cancel' | 'dispose') => {
    if (settled || reason) return;
    reason = why;
    controller.abort();
  };
  const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true }));
  aborted.catch(() => {});
  const unschedule = deps.schedule(() => abort('timeout'), deps.timeoutMs ?? TIMINGS.resetUpdateTimeoutMs);

  const result = (async (): Promise<ResetResult> => {
    try {
      await Promise.race([deps.resetPassword(body, controller.signal), aborted]);
      return { status: 'success' };
    } catch (error) {
      if (reason === 'dispose') return { status: 'disposed' };
      if (reason === 'timeout') return { status: 'failed', failure: { kind: 'timeout' }, error };
      if (reason === 'cancel') return { status: 'failed', failure: { kind: 'cancelled' }, error };
      return { status: 'failed', failure: resetFailure(error), error };
    } finally {
      settled = true;
      unschedule();
    }
  })();

  return { result, cancel: () => abort('cancel'), dispose: () => abort('dispose') };
}

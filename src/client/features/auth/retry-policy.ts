/** How often and after how long a request is tried again, and which errors are worth it. */
export interface RetryPolicy {
  /** Retries after the first try (3 means at most 4 calls). */
  retries: number;
  /** The wait before the first retry; each next one doubles. */
  baseMs: number;
  /** Only errors worth another try (a lost connection) are retried; a refusal never is. */
  shouldRetry: (error: unknown) => boolean;
}

/** Delay before retry number `retry` (1-based), doubling each time: base, 2×base, 4×base… */
export function backoffDelay(baseMs: number, retry: number): number {
  return baseMs * 2 ** (retry - 1);
}

/**
 * The policy as the query library's `retry` and `retryDelay` (it counts failures from 0). The
 * library waits and tries again; the mutation's `failureCount` is the retry under way (1-based),
 * which the forms show. A request the page gave up on (aborted) fails without a retry: the abort
 * is not an error the policy accepts.
 */
export function retryOptions(policy: RetryPolicy) {
  return {
    retry: (failures: number, error: unknown) => failures < policy.retries && policy.shouldRetry(error),
    retryDelay: (failures: number) => backoffDelay(policy.baseMs, failures + 1),
  };
}

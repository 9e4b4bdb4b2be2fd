import type { Sleep } from './sleep.ts';

/** Delay before retry number `retry` (1-based), doubling each time: base, 2×base, 4×base… */
export function backoffDelay(baseMs: number, retry: number): number {
  return baseMs * 2 ** (retry - 1);
}

interface RetryOptions<T> {
  run: () => Promise<T>;
  /** Retries after the first try (3 means at most 4 calls). */
  retries: number;
  /** Only errors worth another try (a lost connection) are retried; a refusal never is. */
  shouldRetry: (error: unknown) => boolean;
  delayMs: (retry: number) => number;
  sleep: Sleep;
  /** Called before the wait that precedes retry number `retry` (1-based), so the page can say so. */
  onRetry?: (retry: number, delayMs: number, error: unknown) => void;
  signal?: AbortSignal;
}

/** Runs `run`, retrying the errors `shouldRetry` accepts; the last error is rethrown as is. */
export async function withRetry<T>({ run, retries, shouldRetry, delayMs, sleep, onRetry, signal }: RetryOptions<T>): Promise<T> {
  for (let retry = 1; ; retry += 1) {
    try {
      return await run();
    } catch (error) {
      if (retry > retries || signal?.aborted || !shouldRetry(error)) throw error;
      const delay = delayMs(retry);
      onRetry?.(retry, delay, error);
      await sleep(delay, signal);
    }
  }
}

import { describe, expect, it } from 'vitest';
import { backoffDelay, withRetry } from './with-retry.ts';
import { recordingSleep } from '#tests/support/auth-test-doubles.ts';

describe('backoffDelay', () => {
  it('doubles from the base for each retry', () => {
    expect([1, 2, 3].map((retry) => backoffDelay(1000, retry))).toEqual([1000, 2000, 4000]);
    expect(backoffDelay(3000, 1)).toBe(3000);
  });
});

describe('withRetry', () => {
  const retryable = new Error('retry me');
  const final = new Error('final');

  it('returns the first success without waiting', async () => {
    const { sleep, waits } = recordingSleep();
    await expect(withRetry({ run: async () => 'ok', retries: 3, shouldRetry: () => true, delayMs: () => 10, sleep })).resolves.toBe('ok');
    expect(waits).toEqual([]);
  });

  it('retries accepted errors, announcing each retry before its wait', async () => {
    const { sleep, waits } = recordingSleep();
    const events: string[] = [];
    let calls = 0;
    const result = await withRetry({
      run: async () => {
        calls += 1;
        events.push(`call ${calls}`);
        if (calls < 3) throw retryable;
        return 'done';
      },
      retries: 3,
      shouldRetry: (error) => error === retryable,
      delayMs: (retry) => backoffDelay(1000, retry),
      sleep,
      onRetry: (retry, delay) => events.push(`retry ${retry} after ${delay}`),
    });
    expect(result).toBe('done');
    expect(waits).toEqual([1000, 2000]);
    expect(events).toEqual(['call 1', 'retry 1 after 1000', 'call 2', 'retry 2 after 2000', 'call 3']);
  });

  it('gives up after the allowed retries and rethrows the last error', async () => {
    const { sleep, waits } = recordingSleep();
    let calls = 0;
    const run = async () => {
      calls += 1;
      throw retryable;
    };
    await expect(withRetry({ run, retries: 3, shouldRetry: () => true, delayMs: (r) => backoffDelay(1000, r), sleep })).rejects.toBe(retryable);
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('never retries an error it was told not to', async () => {
    const { sleep, waits } = recordingSleep();
    let calls = 0;
    const run = async () => {
      calls += 1;
      throw final;
    };
    await expect(withRetry({ run, retries: 3, shouldRetry: (e) => e === retryable, delayMs: () => 1, sleep })).rejects.toBe(final);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('stops once the signal is aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const run = async () => {
      calls += 1;
      controller.abort();
      throw retryable;
    };
    await expect(withRetry({ run, retries: 3, shouldRetry: () => true, delayMs: () => 1, sleep: recordingSleep().sleep, signal: controller.signal })).rejects.toBe(retryable);
    expect(calls).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { backoffDelay, retryOptions, type RetryPolicy } from './retry-policy.ts';
import { runMutation } from '#tests/support/run-mutation.ts';

describe('backoffDelay', () => {
  it('doubles from the base for each retry', () => {
    expect([1, 2, 3].map((retry) => backoffDelay(1000, retry))).toEqual([1000, 2000, 4000]);
    expect(backoffDelay(3000, 1)).toBe(3000);
  });
});

// The policy as the query library runs it (retryOptions): the waits are the library's.
describe('retryOptions', () => {
  const retryable = new Error('retry me');
  const final = new Error('final');
  const policy = (shouldRetry: RetryPolicy['shouldRetry']): RetryPolicy => ({ retries: 3, baseMs: 1000, shouldRetry });

  /** A request that fails with each given error in turn, then answers 'done'. */
  const failing = (errors: unknown[]) => async () => {
    const next = errors.shift();
    if (next !== undefined) throw next;
    return 'done';
  };

  it('returns the first success without waiting', async () => {
    const run = await runMutation({ mutationFn: failing([]), ...retryOptions(policy(() => true)) }, undefined);
    expect(run.result).toEqual({ status: 'success', data: 'done' });
    expect(run.waits).toEqual([]);
    expect(run.announced).toEqual([]);
  });

  it('retries accepted errors, announcing each retry before its wait', async () => {
    const run = await runMutation({ mutationFn: failing([retryable, retryable]), ...retryOptions(policy((error) => error === retryable)) }, undefined);
    expect(run.result).toEqual({ status: 'success', data: 'done' });
    expect(run.waits).toEqual([1000, 2000]);
    expect(run.events).toEqual(['call 1', 'retry 1', 'call 2', 'retry 2', 'call 3']);
  });

  it('gives up after the allowed retries and rethrows the last error', async () => {
    const last = new Error('last');
    const run = await runMutation({ mutationFn: failing([retryable, retryable, retryable, last]), ...retryOptions(policy(() => true)) }, undefined);
    expect(run.result).toEqual({ status: 'error', error: last });
    expect(run.calls).toBe(4);
    expect(run.waits).toEqual([1000, 2000, 4000]);
  });

  it('never retries an error it was told not to', async () => {
    const run = await runMutation({ mutationFn: failing([final]), ...retryOptions(policy((error) => error === retryable)) }, undefined);
    expect(run.result).toEqual({ status: 'error', error: final });
    expect(run.calls).toBe(1);
    expect(run.waits).toEqual([]);
  });
});

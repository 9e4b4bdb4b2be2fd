import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError, sleep } from './sleep.ts';

describe('sleep', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves after the delay', async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = sleep(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('rejects with an AbortError as soon as the signal aborts, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const waiting = sleep(5000, controller.signal);
    controller.abort();
    const error = await waiting.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once for a signal that is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await sleep(10, controller.signal).catch((e: unknown) => e))).toBe(true);
  });
});

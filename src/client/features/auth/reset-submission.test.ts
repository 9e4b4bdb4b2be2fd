import { describe, expect, it } from 'vitest';
import { resetFailure, startResetSubmission } from './reset-submission.ts';
import { apiError, networkError } from '#tests/support/auth-test-doubles.ts';

/** A manual clock for the 30 s limit: fire() runs the pending timer. */
function manualTimer() {
  let pending: (() => void) | null = null;
  let delay = 0;
  return {
    schedule: (callback: () => void, ms: number) => {
      pending = callback;
      delay = ms;
      return () => {
        pending = null;
      };
    },
    fire: () => pending?.(),
    pending: () => pending !== null,
    delay: () => delay,
  };
}

/** A request that never answers on its own, like a stalled connection (and ignores its signal). */
const stalled = () => new Promise<never>(() => {});

describe('startResetSubmission', () => {
  it('succeeds and clears its timer', async () => {
    const timer = manualTimer();
    const calls: unknown[] = [];
    const submission = startResetSubmission({ token: 't', password: 'secret1' }, {
      resetPassword: async (body) => {
        calls.push(body);
        return { status: true };
      },
      schedule: timer.schedule,
    });
    expect(await submission.result).toEqual({ status: 'success' });
    expect(calls).toEqual([{ token: 't', password: 'secret1' }]);
    expect(timer.delay()).toBe(30_000);
    expect(timer.pending()).toBe(false);
  });

  it('times out after 30 s, aborting the request', async () => {
    const timer = manualTimer();
    let signal: AbortSignal | undefined;
    const submission = startResetSubmission({ token: 't', password: 'secret1' }, {
      resetPassword: (_body, s) => {
        signal = s;
        return stalled();
      },
      schedule: timer.schedule,
    });
    timer.fire();
    expect(await submission.result).toMatchObject({ status: 'failed', failure: { kind: 'timeout' } });
    expect(signal?.aborted).toBe(true);
  });

  it('reports a cancel by the user', async () => {
    const timer = manualTimer();
    const submission = startResetSubmission({ token: 't', password: 'secret1' }, { resetPassword: stalled, schedule: timer.schedule });
    submission.cancel();
    expect(await submission.result).toMatchObject({ status: 'failed', failure: { kind: 'cancelled' } });
    expect(timer.pending()).toBe(false);
  });

  it('ends silently when the page goes away', async () => {
    const submission = startResetSubmission({ token: 't', password: 'secret1' }, { resetPassword: stalled, schedule: manualTimer().schedule });
    submission.dispose();
    expect(await submission.result).toEqual({ status: 'disposed' });
  });

  it('ignores a cancel once the answer is in', async () => {
    const submission = startResetSubmission({ token: 't', password: 'secret1' }, { resetPassword: async () => ({ status: true }), schedule: manualTimer().schedule });
    expect(await submission.result).toEqual({ status: 'success' });
    submission.cancel();
    expect(await submission.result).toEqual({ status: 'success' });
  });

  it('maps the server answers', async () => {
    const fail = (error: unknown) => startResetSubmission({ token: 't', password: 'x' }, { resetPassword: () => Promise.reject(error), schedule: manualTimer().schedule }).result;
    expect(await fail(apiError(400, { code: 'WEAK_PASSWORD' }))).toMatchObject({ failure: { kind: 'weak_password' } });
    expect(await fail(apiError(400, { code: 'INVALID_TOKEN' }))).toMatchObject({ failure: { kind: 'invalid_token' } });
  });
});

describe('resetFailure', () => {
  it('keeps the server text for anything else', () => {
    expect(resetFailure(apiError(500, {}, 'Server error. Please try again.'))).toEqual({ kind: 'server_message', message: 'Server error. Please try again.' });
    expect(resetFailure(networkError())).toEqual({ kind: 'network' });
    expect(resetFailure(new Error('odd'))).toEqual({ kind: 'generic' });
  });
});

import { describe, expect, it } from 'vitest';
import { linkProblem, readRecoveryParams, verifyResetLink } from './reset-link.ts';
import { apiError, networkError, recordingSleep, scripted } from '#tests/support/auth-test-doubles.ts';

describe('readRecoveryParams', () => {
  it('reads the token from the query', () => {
    expect(readRecoveryParams('?token=abc123', '')).toEqual({ token: 'abc123', error: false });
    expect(readRecoveryParams('?token=%20', '')).toEqual({ token: null, error: false });
    expect(readRecoveryParams('', '')).toEqual({ token: null, error: false });
  });

  it('notices an error parameter in the query or the hash', () => {
    expect(readRecoveryParams('?token=abc&error=access_denied', '').error).toBe(true);
    expect(readRecoveryParams('?error_description=Email+link+is+invalid', '').error).toBe(true);
    expect(readRecoveryParams('?token=abc', '#error=expired').error).toBe(true);
  });
});

describe('linkProblem', () => {
  it('tells an unusable link from the URL alone', () => {
    expect(linkProblem({ token: null, error: false })).toBe('no_token');
    expect(linkProblem({ token: 'abc', error: true })).toBe('url_error');
    expect(linkProblem({ token: 'abc', error: false })).toBeNull();
  });
});

describe('verifyResetLink', () => {
  const verify = (outcomes: unknown[], answer: unknown = { valid: true }) => {
    const { sleep, waits } = recordingSleep();
    const { fn, calls } = scripted(outcomes, answer);
    return { result: verifyResetLink('tok', { check: fn, sleep, signal: new AbortController().signal }), waits, calls };
  };

  it('accepts a token the server confirms', async () => {
    const { result, calls } = verify([]);
    expect(await result).toEqual({ status: 'valid' });
    expect(calls).toEqual(['tok']);
  });

  it('rejects an unknown, used or expired token without retrying', async () => {
    const { result, calls, waits } = verify([apiError(400, { code: 'INVALID_TOKEN' })]);
    expect(await result).toEqual({ status: 'invalid', reason: 'invalid' });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(await verify([], { valid: false }).result).toEqual({ status: 'invalid', reason: 'invalid' });
  });

  it('checks once more after 1000 ms when the first check got no answer', async () => {
    const { result, calls, waits } = verify([networkError()]);
    expect(await result).toEqual({ status: 'valid' });
    expect(waits).toEqual([1000]);
    expect(calls).toHaveLength(2);
  });

  it('gives a session error when the second check fails too, or the server fails', async () => {
    const twice = verify([networkError(), networkError()]);
    expect(await twice.result).toEqual({ status: 'invalid', reason: 'session_error' });
    expect(twice.calls).toHaveLength(2);
    expect(await verify([apiError(500)]).result).toEqual({ status: 'invalid', reason: 'session_error' });
  });

  it('stops quietly when the page goes away', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await verifyResetLink('tok', {
      check: async () => {
        throw new DOMException('aborted', 'AbortError');
      },
      sleep: recordingSleep().sleep,
      signal: controller.signal,
    });
    expect(result).toEqual({ status: 'aborted' });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { linkCheckFailure, linkCheckOf, linkProblem, readRecoveryParams, resetLinkQuery } from './reset-link.ts';
import { apiError, networkError, scripted } from '#tests/support/auth-test-doubles.ts';

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

// The link check as the query library runs it (its retry and wait), on fake timers.
describe('resetLinkQuery', () => {
  const verify = async (outcomes: unknown[], answer: unknown = { valid: true }) => {
    vi.useFakeTimers();
    try {
      const { fn, calls } = scripted(outcomes, answer);
      const times: number[] = [];
      const check = (token: string) => {
        times.push(Date.now());
        return fn(token);
      };
      const settled = new QueryClient().fetchQuery(resetLinkQuery('tok', check)).then(linkCheckOf, linkCheckFailure);
      await vi.runAllTimersAsync();
      return { result: await settled, calls, waits: times.slice(1).map((at, index) => at - times[index]!) };
    } finally {
      vi.useRealTimers();
    }
  };

  it('accepts a token the server confirms', async () => {
    const { result, calls } = await verify([]);
    expect(result).toEqual({ status: 'valid' });
    expect(calls).toEqual(['tok']);
  });

  it('rejects an unknown, used or expired token without retrying', async () => {
    const { result, calls, waits } = await verify([apiError(400, { code: 'INVALID_TOKEN' })]);
    expect(result).toEqual({ status: 'invalid', reason: 'invalid' });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
    expect((await verify([], { valid: false })).result).toEqual({ status: 'invalid', reason: 'invalid' });
  });

  it('checks once more after 1000 ms when the first check got no answer', async () => {
    const { result, calls, waits } = await verify([networkError()]);
    expect(result).toEqual({ status: 'valid' });
    expect(waits).toEqual([1000]);
    expect(calls).toHaveLength(2);
  });

  it('gives a session error when the second check fails too, or the server fails', async () => {
    const twice = await verify([networkError(), networkError()]);
    expect(twice.result).toEqual({ status: 'invalid', reason: 'session_error' });
    expect(twice.calls).toHaveLength(2);
    const failed = await verify([apiError(500)]);
    expect(failed.result).toEqual({ status: 'invalid', reason: 'session_error' });
    expect(failed.calls).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { blockFor, isBlocked, NO_THROTTLE, parseThrottleState, recordAttempt, remainingBlockSeconds, serializeThrottleState, type ThrottleState } from './signup-throttle.ts';
import { loadThrottle, saveThrottle, SIGNUP_THROTTLE_KEY, type KeyValueStore } from './signup-throttle-storage.ts';

const T0 = 1_700_000_000_000;

function attemptsAt(times: number[]): { state: ThrottleState; allowed: boolean[] } {
  let state = NO_THROTTLE;
  const allowed: boolean[] = [];
  for (const at of times) {
    const step = recordAttempt(state, at);
    state = step.state;
    allowed.push(step.allowed);
  }
  return { state, allowed };
}

describe('signup throttle', () => {
  it('allows 2 attempts in 120 s and blocks the third for 300 s', () => {
    const { state, allowed } = attemptsAt([T0, T0 + 10_000, T0 + 20_000]);
    expect(allowed).toEqual([true, true, false]);
    expect(state.blockedUntil).toBe(T0 + 20_000 + 300_000);
    expect(remainingBlockSeconds(state, T0 + 20_000)).toBe(300);
  });

  it('lets a third attempt through once the first one left the window', () => {
    expect(attemptsAt([T0, T0 + 60_000, T0 + 120_000]).allowed).toEqual([true, true, true]);
    expect(attemptsAt([T0, T0 + 60_000, T0 + 119_999]).allowed).toEqual([true, true, false]);
  });

  it('refuses every attempt while blocked, without extending the block', () => {
    const { state } = attemptsAt([T0, T0, T0]);
    const during = recordAttempt(state, T0 + 299_000);
    expect(during.allowed).toBe(false);
    expect(during.state.blockedUntil).toBe(T0 + 300_000);
  });

  it('counts down in whole seconds, rounding up, and ends exactly at the cooldown', () => {
    const { state } = attemptsAt([T0, T0, T0]);
    expect(remainingBlockSeconds(state, T0 + 1)).toBe(300);
    expect(remainingBlockSeconds(state, T0 + 1000)).toBe(299);
    expect(remainingBlockSeconds(state, T0 + 299_001)).toBe(1);
    expect(isBlocked(state, T0 + 299_999)).toBe(true);
    expect(isBlocked(state, T0 + 300_000)).toBe(false);
    expect(remainingBlockSeconds(state, T0 + 400_000)).toBe(0);
  });

  it('starts a fresh window after the block', () => {
    const { state } = attemptsAt([T0, T0, T0]);
    const after = recordAttempt(state, T0 + 300_000);
    expect(after).toEqual({ allowed: true, state: { attempts: [T0 + 300_000], blockedUntil: null } });
  });

  it('blocks for the given time on the provider rate limit, keeping a longer block', () => {
    expect(blockFor(NO_THROTTLE, T0, 300_000).blockedUntil).toBe(T0 + 300_000);
    const long: ThrottleState = { attempts: [], blockedUntil: T0 + 300_000 };
    expect(blockFor(long, T0 + 1000, 60_000).blockedUntil).toBe(T0 + 300_000);
  });
});

describe('stored throttle', () => {
  it('survives a round trip, so a reload keeps the block', () => {
    const { state } = attemptsAt([T0, T0, T0]);
    expect(parseThrottleState(serializeThrottleState(state), T0 + 5000)).toEqual(state);
  });

  it('treats anything malformed as no throttle', () => {
    for (const raw of [null, '', 'not json', '42', 'null', '{"attempts":"x","blockedUntil":"soon"}']) {
      expect(parseThrottleState(raw, T0)).toEqual(NO_THROTTLE);
    }
    expect(parseThrottleState('{"attempts":[1,"x",null],"blockedUntil":null}', T0)).toEqual(NO_THROTTLE);
  });

  it('never blocks longer than the cooldown from now, and forgets an expired block', () => {
    expect(parseThrottleState(JSON.stringify({ attempts: [], blockedUntil: T0 + 10 * 86_400_000 }), T0).blockedUntil).toBe(T0 + 300_000);
    expect(parseThrottleState(JSON.stringify({ attempts: [], blockedUntil: T0 - 1 }), T0)).toEqual(NO_THROTTLE);
  });

  it('drops attempts outside the window or in the future', () => {
    const raw = JSON.stringify({ attempts: [T0 - 200_000, T0 - 1000, T0 + 50_000], blockedUntil: null });
    expect(parseThrottleState(raw, T0)).toEqual({ attempts: [T0 - 1000], blockedUntil: null });
  });

  it('is read from and written to the store, and removed once empty', () => {
    const data = new Map<string, string>();
    const store: KeyValueStore = {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    };
    const blocked: ThrottleState = { attempts: [], blockedUntil: T0 + 300_000 };
    saveThrottle(store, blocked);
    expect(data.has(SIGNUP_THROTTLE_KEY)).toBe(true);
    expect(loadThrottle(store, T0 + 1000)).toEqual(blocked);
    saveThrottle(store, NO_THROTTLE);
    expect(data.has(SIGNUP_THROTTLE_KEY)).toBe(false);
  });

  it('works without storage, or with storage that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadThrottle(null, T0)).toEqual(NO_THROTTLE);
    expect(loadThrottle(broken, T0)).toEqual(NO_THROTTLE);
    expect(() => saveThrottle(broken, { attempts: [T0], blockedUntil: null })).not.toThrow();
  });
});

import { NO_THROTTLE, parseThrottleState, serializeThrottleState, type ThrottleState } from './signup-throttle.ts';

// The throttle lives in localStorage so that reloading the page does not lift a block (product §9).
export const SIGNUP_THROTTLE_KEY = 'sermon-studio:signup-throttle';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where it is unavailable (some private modes throw on access). */
export function browserStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadThrottle(store: KeyValueStore | null, now: number): ThrottleState {
  try {
    return parseThrottleState(store?.getItem(SIGNUP_THROTTLE_KEY) ?? null, now);
  } catch {
    return NO_THROTTLE;
  }
}

export function saveThrottle(store: KeyValueStore | null, state: ThrottleState): void {
  try {
    if (state.attempts.length === 0 && state.blockedUntil === null) store?.removeItem(SIGNUP_THROTTLE_KEY);
    else store?.setItem(SIGNUP_THROTTLE_KEY, serializeThrottleState(state));
  } catch {
    // Storage full or disabled: the throttle still works for this page view.
  }
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { blockFor, NO_THROTTLE, recordAttempt, remainingBlockSeconds, type ThrottleState } from './signup-throttle.ts';
import { browserStorage, loadThrottle, saveThrottle } from './signup-throttle-storage.ts';

interface SignupThrottleHandle {
  /** Seconds until the form may be used again; 0 when not blocked. */
  secondsLeft: number;
  /** Counts a submission; false when it must not be sent. */
  attempt(): boolean;
  block(ms: number): void;
}

/**
 * The sign-up throttle of product §9 bound to localStorage (a reload keeps a block) and to a 1 s
 * tick while blocked, which drives the countdown and lifts the block when it runs out.
 */
export function useSignupThrottle(): SignupThrottleHandle {
  const [state, setState] = useState<ThrottleState>(() => loadThrottle(browserStorage(), Date.now()));
  const [now, setNow] = useState(() => Date.now());
  // The latest state for handlers that run after an await (block() follows the request).
  const latest = useRef(state);

  const commit = useCallback((next: ThrottleState, at: number) => {
    latest.current = next;
    saveThrottle(browserStorage(), next);
    setState(next);
    setNow(at);
  }, []);

  const blockedUntil = state.blockedUntil;
  useEffect(() => {
    if (blockedUntil === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      if (at >= blockedUntil) commit(NO_THROTTLE, at);
      else setNow(at);
    }, 1000);
    return () => clearInterval(timer);
  }, [blockedUntil, commit]);

  const attempt = useCallback(() => {
    const at = Date.now();
    const step = recordAttempt(latest.current, at);
    commit(step.state, at);
    return step.allowed;
  }, [commit]);

  const block = useCallback((ms: number) => {
    const at = Date.now();
    commit(blockFor(latest.current, at, ms), at);
  }, [commit]);

  return { secondsLeft: remainingBlockSeconds(state, now), attempt, block };
}

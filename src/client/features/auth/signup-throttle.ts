import { TIMINGS } from '#shared/constants.ts';

// product §9 local sign-up throttle: at most 2 attempts in any 120 s window; a further attempt
// blocks the form for 300 s. Pure functions of the state and an injected clock, so the page,
// localStorage and the tests share one implementation.
export interface ThrottleState {
  /** When the attempts of the current window were made (ms since the epoch). */
  attempts: number[];
  /** Until when attempts are refused, or null. */
  blockedUntil: number | null;
}

interface ThrottleConfig {
  maxAttempts: number;
  windowMs: number;
  cooldownMs: number;
}

const SIGNUP_THROTTLE: ThrottleConfig = {
  maxAttempts: TIMINGS.signupThrottleAttempts,
  windowMs: TIMINGS.signupThrottleWindowMs,
  cooldownMs: TIMINGS.signupCooldownMs,
};

export const NO_THROTTLE: ThrottleState = { attempts: [], blockedUntil: null };

function remainingBlockMs(state: ThrottleState, now: number): number {
  return state.blockedUntil === null ? 0 : Math.max(0, state.blockedUntil - now);
}

/** Whole seconds left, rounded up so the countdown never shows 0 while still blocked. */
export function remainingBlockSeconds(state: ThrottleState, now: number): number {
  return Math.ceil(remainingBlockMs(state, now) / 1000);
}

export function isBlocked(state: ThrottleState, now: number): boolean {
  return remainingBlockMs(state, now) > 0;
}

/** Drops attempts that left the window and a block that ran out. */
function expire(state: ThrottleState, now: number, config: ThrottleConfig = SIGNUP_THROTTLE): ThrottleState {
  const blockedUntil = state.blockedUntil !== null && state.blockedUntil > now ? state.blockedUntil : null;
  const attempts = state.attempts.filter((at) => at <= now && now - at < config.windowMs);
  return { attempts, blockedUntil };
}

/**
 * A new submission. Allowed while fewer than `maxAttempts` happened in the window; the next one
 * starts the cooldown (and a fresh window once it ends). Refused without change while blocked.
 */
export function recordAttempt(state: ThrottleState, now: number, config: ThrottleConfig = SIGNUP_THROTTLE): { state: ThrottleState; allowed: boolean } {
  const current = expire(state, now, config);
  if (current.blockedUntil !== null) return { state: current, allowed: false };
  if (current.attempts.length >= config.maxAttempts) return { state: { attempts: [], blockedUntil: now + config.cooldownMs }, allowed: false };
  return { state: { attempts: [...current.attempts, now], blockedUntil: null }, allowed: true };
}

/** Blocks for `ms` from now (the provider's rate limit); an existing longer block is kept. */
export function blockFor(state: ThrottleState, now: number, ms: number, config: ThrottleConfig = SIGNUP_THROTTLE): ThrottleState {
  const current = expire(state, now, config);
  const until = now + ms;
  return { attempts: current.attempts, blockedUntil: current.blockedUntil !== null && current.blockedUntil > until ? current.blockedUntil : until };
}

/**
 * A stored state, checked: anything malformed counts as no throttle, and a block is never longer
 * than the cooldown from now (a clock set back, or an edited value, cannot lock the form for good).
 */
export function parseThrottleState(raw: string | null, now: number, config: ThrottleConfig = SIGNUP_THROTTLE): ThrottleState {
  if (!raw) return NO_THROTTLE;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return NO_THROTTLE;
  }
  if (!data || typeof data !== 'object') return NO_THROTTLE;
  const { attempts, blockedUntil } = data as { attempts?: unknown; blockedUntil?: unknown };
  const validAttempts = Array.isArray(attempts) ? attempts.filter((at): at is number => typeof at === 'number' && Number.isFinite(at)).slice(-config.maxAttempts) : [];
  const validBlock = typeof blockedUntil === 'number' && Number.isFinite(blockedUntil) ? Math.min(blockedUntil, now + config.cooldownMs) : null;
  return expire({ attempts: validAttempts, blockedUntil: validBlock }, now, config);
}

export function serializeThrottleState(state: ThrottleState): string {
  return JSON.stringify(state);
}

import { AUTH_LIMITS } from './create-auth.ts';

// Per-account limits on top of better-auth's per-address ones: a password guessed from many
// addresses, or a victim's inbox flooded with reset mails, is stopped all the same.
// A browser the owner signed in from before is not held by the sign-in limit (known-device.ts),
// and a successful password reset lifts it (create-auth.ts): strangers cannot lock the owner out.
export const ACCOUNT_LIMITS = {
  signIn: { name: 'sign-in-account', limit: 10, windowMs: 15 * 60_000 },
  resetRequest: { name: 'reset-request-account', limit: 3, windowMs: 60 * 60_000 },
  /**
   * Reset requests per client address, answered here: the request itself goes to better-auth
   * after the answer (see the route), so its own per-address limiter could not answer 429 in time.
   */
  resetRequestAddress: {
    name: 'reset-request-address',
    limit: AUTH_LIMITS.perAddress['/request-password-reset'].max,
    windowMs: AUTH_LIMITS.perAddress['/request-password-reset'].window * 1000,
  },
} as const;

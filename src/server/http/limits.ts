// Request-size and rate limits of the public endpoints, in one place.
export const LIMITS = {
  /** Default ceiling for any /api body. */
  apiBodyBytes: 64 * 1024,
  contactBodyBytes: 32 * 1024,
  contact: { name: 'contact', limit: 10, windowMs: 15 * 60_000 },
  clientErrors: { name: 'client-errors', limit: 30, windowMs: 60_000 },
} as const;

import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { apiError } from './api-error.ts';
import { clientIp } from './client-ip.ts';

/** Limits a route per client address; answers 429 with Retry-After when the window is full. */
export function rateLimitByIp(limiter: RateLimiter, rule: RateLimitRule, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await limiter.hit(rule, clientIp(c, trustProxy));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return apiError(c, 429, 'rate_limited');
    }
    await next();
  };
}

/**
 * Limits a route per signed-in member (the `user` an access check set before it), for the requests
 * `applies` picks; answers 429 with Retry-After when the window is full. Put after the input checks,
 * so only requests that would do the work count.
 */
export function rateLimitByMember<E extends { Variables: { user: { id: string } } }>(limiter: RateLimiter, rule: RateLimitRule, applies: (c: Context<E>) => boolean = () => true): MiddlewareHandler<E> {
  return async (c, next) => {
    if (!applies(c)) return next();
    const result = await limiter.hit(rule, c.get('user').id);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return apiError(c, 429, 'rate_limited');
    }
    await next();
  };
}

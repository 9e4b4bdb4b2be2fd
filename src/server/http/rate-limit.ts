import type { MiddlewareHandler } from 'hono';
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

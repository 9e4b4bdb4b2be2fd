import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from './api-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API request: a browser always says where a request
 * comes from (Origin, or Sec-Fetch-Site), and anything from another site is refused. Requests
 * with neither header are not from a browser, so no cookie was ridden.
 */
export function originCheck(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const foreign = origin !== undefined ? origin === 'null' || !allowed.has(origin) : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (foreign) {
      c.get('logger').warn({ origin, fetchSite, path: c.req.path }, 'cross-site request refused');
      return apiError(c, 403, 'forbidden_origin');
    }
    return next();
  };
}

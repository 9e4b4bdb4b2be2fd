import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiMessage } from '../i18n/api-messages.ts';
import { apiError, requestLanguage } from './api-error.ts';
import { ownOrigin } from './own-origin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface OriginPolicy {
  /** The address users reach the app at (PUBLIC_URL, or its development default). */
  publicUrl: URL;
  /**
   * Also accept the page's own origin (Origin host = Host header): development without
   * PUBLIC_URL, where self-hosters open the app at 127.0.0.1 or the machine's LAN address.
   */
  acceptOwnOrigin: boolean;
}

/**
 * CSRF defence for every state-changing API request: a browser always says where a request
 * comes from (Origin, or Sec-Fetch-Site), and anything from another site is refused. Requests
 * with neither header are not from a browser, so no cookie was ridden. A page opened at an
 * address other than the configured one (same host as the request, not PUBLIC_URL) is told where
 * the app lives instead of a bare refusal.
 */
export function originCheck({ publicUrl, acceptOwnOrigin }: OriginPolicy): MiddlewareHandler<AppEnv> {
  const configured = publicUrl.origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin !== undefined && origin !== 'null' && origin === configured) return next();
    const own = ownOrigin(origin, c.req.header('host'));
    if (own && acceptOwnOrigin) return next();
    const foreign = origin !== undefined ? true : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (!foreign) return next();
    if (own) {
      c.get('logger').warn({ origin, publicUrl: configured, path: c.req.path }, `request from ${origin} refused: PUBLIC_URL is ${configured}`);
      const error = apiMessage(requestLanguage(c), 'wrong_address').replace('{publicUrl}', configured);
      return c.json({ error, code: 'WRONG_ADDRESS', publicUrl: configured }, 403);
    }
    c.get('logger').warn({ origin, fetchSite, publicUrl: configured, path: c.req.path }, 'cross-site request refused');
    return apiError(c, 403, 'forbidden_origin');
  };
}

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from './api-error.ts';

// A NUL reaching PostgreSQL (a text parameter, a json value) fails the query: the client got a 500
// for its own mistake. Refusing such input once, here, covers every route and every column, the
// ones of today and the ones to come, before any database call.

/** A percent-encoded C0 control or DEL (%00–%1F, %7F), or one written raw. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_URL = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/i;
/** A NUL in a JSON text: the escape `\u0000` not itself escaped (an even run of backslashes before it), or a raw one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NUL_IN_JSON = /(?:^|[^\\])(?:\\\\)*\\u0000|\u0000/i;

/**
 * Refuses, with a localized 400, any /api request whose path or query carries a control character,
 * or whose JSON body carries a NUL. Newlines and tabs stay allowed in bodies: sermon text and
 * contact messages have them. Webhook bodies are left untouched: their bytes are signed, and they
 * are verified before anything is read from them.
 */
export function refuseControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    if (pathStart >= 0 && CONTROL_IN_URL.test(url.slice(pathStart))) return apiError(c, 400, 'invalid_characters');
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/billing/webhooks/')) return next();
    if (!/\bjson\b/i.test(c.req.header('content-type') ?? '')) return next();
    // Read once through Hono's body cache: the route's own c.req.json() / text() parse the same text.
    const text = await c.req.text();
    if (NUL_IN_JSON.test(text)) return apiError(c, 400, 'invalid_characters');
    // The raw stream is spent; a later bodyLimit or better-auth reads this copy instead.
    c.req.raw = new Request(c.req.raw, { body: text });
    return next();
  };
}

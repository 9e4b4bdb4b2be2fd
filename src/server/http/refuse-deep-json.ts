import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from './api-error.ts';
import { LIMITS } from './limits.ts';

// A 2 MB body of a million nested `[` held the event loop about 3 s per request inside
// JSON.parse (issue 25): every other request of every member waited. The size of a body is bounded
// before it is read (app.ts); its nesting is counted here, in one pass over the text and before
// anything parses it. No request this API takes nests deeper than a handful of levels.

/** Whether a JSON text opens more than `max` arrays and objects inside one another (text in strings not counted). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // a backslash: the next character is escaped, whatever it is
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/**
 * Refuses, with a localized 400 `{error, fields: {body: "too_deep"}}`, any /api JSON body nested
 * deeper than LIMITS.jsonDepth, before a route or better-auth parses it. Webhook bodies are left to
 * their signature check, as in refuse-control-characters.ts.
 */
export function refuseDeepJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/billing/webhooks/')) return next();
    if (!/\bjson\b/i.test(c.req.header('content-type') ?? '')) return next();
    // Hono's body cache: the text refuseControlCharacters read, not a second read of the stream.
    if (nestsDeeperThan(await c.req.text(), LIMITS.jsonDepth)) return apiError(c, 400, 'json_too_deep', { fields: { body: 'too_deep' } });
    return next();
  };
}

import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';
import { requestHeader } from './request-header.ts';
import { setResponseHeader } from './set-response-header.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives every request an id (kept from a proxy's X-Request-Id when it looks sane), a child logger
 * carrying it, and one log line when it ends. Only the path is logged: query strings can carry
 * tokens (password-reset links).
 */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = requestHeader(c, 'x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    const child = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', child);
    const started = performance.now();
    // At debug level a request is logged as it arrives too: a request that never ends then shows
    // whether the server saw it at all (the load test's unanswered requests, decision 0009).
    child.debug({ method: c.req.method, path: c.req.path }, 'request received');
    await next();
    setResponseHeader(c, 'X-Request-Id', requestId);
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (status >= 500) child.error(line, 'request failed');
    else child.info(line, 'request');
  };
}

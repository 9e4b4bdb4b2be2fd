import type { Context } from 'hono';

/**
 * Sets a header on the response a handler already produced. Hono's `c.header()` after the
 * handler copies the whole Response for every call (and @hono/node-server then builds a full
 * WHATWG Response instead of its fast path): eight such calls per request cost more than the
 * request. The response's own Headers are mutable in every response we create; only one that
 * came from fetch() is not, and then Hono's copying way is taken.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

// A request header without a Fetch `Headers` object. On Node, Hono's request is a thin wrapper
// over node:http's message; the first `c.req.header()` makes it build a Fetch `Headers` from the
// raw headers, validating every name and value (~5% of a signed-in request's CPU under load). The
// headers the hot paths need (request id, forwarded address, cookie) are read from the message
// node:http has already parsed; in-process requests (tests) have no message and use Hono's.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** `name` in lower case. Repeated headers read as node:http joins them ("a, b"; cookies "a; b"). */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { apiError } from './api-error.ts';

/**
 * How much of a refused body is read and thrown away before the 413 goes out. A client still
 * sending when the server answers and closes gets a broken pipe instead of the answer (Node does
 * no lingering close, and @hono/node-server gives an unread body 500 ms); reading the rest lets
 * it see "too large". Beyond this a sender is not being mistaken, and the socket is closed.
 */
const DISCARD_REFUSED_BODY_BYTES = 8 * 1024 * 1024;

/** Reads a request body to its end (or the bound) without keeping it; a body already read or gone is left. */
async function discardBody(request: Request, maxBytes = DISCARD_REFUSED_BODY_BYTES): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to answer.
  }
}

/** Hono's body limit, answering the localized 413 after the refused body has been read off the wire. */
export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: async (c: Context<AppEnv>) => {
      await discardBody(c.req.raw);
      return apiError(c, 413, 'payload_too_large');
    },
  });
}

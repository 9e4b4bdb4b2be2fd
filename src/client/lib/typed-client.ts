import { hc } from 'hono/client';
// A type only, erased from the build: the browser's bundle holds no server code.
import type { AppType } from '#server/app.ts';

/**
 * Our API, typed from the server's routes (`hc<AppType>`, decision 0042): paths, path parameters,
 * queries and JSON bodies are checked by the compiler against the routes' validators, and no path
 * is written as a string. Path parameters go into the path as given, so callers encode them;
 * queries and bodies are encoded by hc. Part of the first page's scripts: every page's first
 * request (the session) goes through it.
 */
export function typedClient(send: typeof fetch) {
  return hc<AppType>('/', { fetch: send }).api;
}

export type TypedApi = ReturnType<typeof typedClient>;

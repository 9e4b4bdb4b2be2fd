import type { Context } from 'hono';
import { ApiError } from './api-error.ts';

/** Parses a JSON request body, turning a client's malformed body into a 4xx instead of a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, 'unsupported_media_type');
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}

import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { requestHeader } from './request-header.ts';

/**
 * The caller's address, for rate limits. X-Forwarded-For is honoured only when TRUST_PROXY says
 * a reverse proxy in front sets it; otherwise a client could pick its own key.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'local';
  }
}

import type { MiddlewareHandler } from 'hono';
import { setResponseHeader } from './set-response-header.ts';

interface SecurityHeaderOptions {
  https: boolean;
  /** Extra origins the browser may send data to (the error-reporting service). */
  connectOrigins: string[];
}

/** Headers every response carries. No inline script is ever allowed. */
export function securityHeaders({ https, connectOrigins }: SecurityHeaderOptions): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ...(https ? ([['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']] as Array<[string, string]>) : []),
  ];
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) setResponseHeader(c, name, value);
  };
}

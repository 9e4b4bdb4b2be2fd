import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
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
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (https) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}

import { Hono } from 'hono';
import { limitBody } from '../http/limit-body.ts';
import { checkRoute } from '../http/route-contract.ts';
import { CLIENT_ERROR_LIMITS } from '#shared/constants.ts';
import { clientErrorRoute } from './client-error-contract.ts';
import { scrubReport } from '#shared/scrub-report-text.ts';
import type { AppEnv } from '../app-env.ts';
import { LIMITS } from '../http/limits.ts';
import { rateLimitByIp } from '../http/rate-limit.ts';
import { validateJson } from '../http/validate.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

/** Browser error reports (product §3 error log) land in the server log, bounded in size and rate. */
export function clientErrorRoutes(deps: { limiter: RateLimiter; trustProxy: boolean }) {
  return new Hono<AppEnv>().post(
    '/',
    checkRoute(clientErrorRoute),
    limitBody(CLIENT_ERROR_LIMITS.bodyBytes),
    rateLimitByIp(deps.limiter, LIMITS.clientErrors, deps.trustProxy),
    validateJson(clientErrorRoute.request.body),
    async (c) => {
      // Our client sends neither query strings nor e-mail addresses; any other client is scrubbed here.
      const report = scrubReport(c.req.valid('json'));
      // The application-start entry (product §1) is a notice, not a failure.
      if (report.context.level === 'info') c.get('logger').info({ clientError: report }, 'client notice reported');
      else c.get('logger').warn({ clientError: report }, 'client error reported');
      return c.body(null, 204);
    },
  );
}

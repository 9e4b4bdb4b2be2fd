import { clientErrorSchema } from '#shared/client-error-schema.ts';
import { CLIENT_ERROR_LIMITS } from '#shared/constants.ts';
import { LIMITS } from '../http/limits.ts';
import { errorAnswers } from '../http/response-contract.ts';
import { bodyLimitWords, rateLimitWords, type RouteContract } from '../http/route-contract.ts';

/** POST /api/client-errors: 204 without a body; only its error answers are JSON. */
export const clientErrorRoute = {
  method: 'POST',
  path: '/api/client-errors',
  tag: 'Operations',
  summary: "Report an error from the browser to the server's log",
  description: 'product §3 error log: the browser reports what went wrong; query strings, fragments and e-mail addresses are scrubbed again before the report is logged.',
  access: 'public',
  request: { body: clientErrorSchema },
  responses: errorAnswers(),
  otherAnswers: { 204: { description: 'Logged.' } },
  limits: [rateLimitWords(LIMITS.clientErrors, 'per client address'), bodyLimitWords(CLIENT_ERROR_LIMITS.bodyBytes)],
} as const satisfies RouteContract;

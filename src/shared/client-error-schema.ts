// product §3 "Local error log entry", as the browser reports it to POST /api/client-errors. The
// server parses with it; the browser checks each report with the check compiled from it
// (scripts/compile-checks.ts, decision 0048), so every limit here must have a JSON Schema form.
import { z } from 'zod/mini';
import { CLIENT_ERROR_LIMITS } from './constants.ts';

export const clientErrorSchema = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(CLIENT_ERROR_LIMITS.message)),
  stack: z.nullable(z.optional(z.string().check(z.maxLength(CLIENT_ERROR_LIMITS.stack)))),
  timestamp: z.string().check(z.maxLength(40)),
  context: z._default(
    z.optional(
      z
        .record(z.string().check(z.maxLength(60)), z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]))
        .check(z.refine((value) => Object.keys(value).length <= CLIENT_ERROR_LIMITS.contextKeys, { error: 'too many context keys' }))
        // The same limit in JSON Schema's words, for the API reference and the browser's compiled check.
        .register(z.globalRegistry, { maxProperties: CLIENT_ERROR_LIMITS.contextKeys }),
    ),
    {},
  ),
});

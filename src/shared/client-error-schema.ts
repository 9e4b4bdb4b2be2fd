import { z } from 'zod';

// product §3 "Local error log entry", as the browser reports it to POST /api/client-errors.
export const CLIENT_ERROR_LIMITS = { bodyBytes: 16 * 1024, message: 2000, stack: 8000, contextKeys: 20 } as const;

export const clientErrorSchema = z.object({
  message: z.string().min(1).max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional().nullable(),
  timestamp: z.string().max(40),
  context: z
    .record(z.string().max(60), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= CLIENT_ERROR_LIMITS.contextKeys, { error: 'too many context keys' })
    .optional()
    .default({}),
});


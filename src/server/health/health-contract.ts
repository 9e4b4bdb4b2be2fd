import { z } from 'zod';
import type { RouteContract } from '../http/route-contract.ts';

/** What /healthz answers: the process is up. */
export const healthzRoute = {
  method: 'GET',
  path: '/healthz',
  tag: 'Operations',
  summary: 'Liveness: the process answers',
  access: 'public',
  responses: { 200: z.object({ status: z.literal('ok') }).strict() },
} as const satisfies RouteContract;

/** What /readyz answers: ready, or unavailable when the database cannot be reached in time. */
export const readyzRoute = {
  method: 'GET',
  path: '/readyz',
  tag: 'Operations',
  summary: 'Readiness: the process can reach its database',
  description: 'Which database it is stays in the log: an outsider learns nothing of the stack here.',
  access: 'public',
  responses: {
    200: z.object({ status: z.literal('ready') }).strict(),
    503: z.object({ status: z.literal('unavailable'), error: z.string() }).strict(),
  },
} as const satisfies RouteContract;

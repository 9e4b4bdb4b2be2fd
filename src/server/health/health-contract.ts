import { z } from 'zod';
import type { ResponseContract } from '../http/response-contract.ts';

/** What /healthz answers: the process is up. */
export const healthzContract = {
  200: z.object({ status: z.literal('ok') }).strict(),
} satisfies ResponseContract;

/** What /readyz answers: ready, or unavailable when the database cannot be reached in time. */
export const readyzContract = {
  200: z.object({ status: z.literal('ready') }).strict(),
  503: z.object({ status: z.literal('unavailable'), error: z.string() }).strict(),
} satisfies ResponseContract;

import { z } from 'zod';
import { errorAnswers, type ResponseContract } from '../http/response-contract.ts';

/** POST /api/contact: 201 `{ok: true}` (a honeypot bot is told the same), or an API error. */
export const contactContract = {
  ...errorAnswers(),
  201: z.object({ ok: z.literal(true) }).strict(),
} satisfies ResponseContract;

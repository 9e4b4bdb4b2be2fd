import { contactMessageSchema, contactResponseSchema } from '#shared/contact-schema.ts';
import { LIMITS } from '../http/limits.ts';
import { errorAnswers } from '../http/response-contract.ts';
import { bodyLimitWords, rateLimitWords, type RouteContract } from '../http/route-contract.ts';

/** POST /api/contact: 201 `{ok: true}` (a honeypot bot is told the same), or an API error. */
export const contactRoute = {
  method: 'POST',
  path: '/api/contact',
  tag: 'Contact',
  summary: 'Send a message to support',
  description: 'The contact form: kept, and mailed to the support address. A filled-in `website` (a honeypot) is answered the same and nothing is kept. Refused input is 400 with `fields` (`required`, `too_long`, `too_short`, `invalid_email`).',
  access: 'public',
  request: { body: contactMessageSchema },
  responses: { ...errorAnswers(), 201: contactResponseSchema.strict() },
  limits: [rateLimitWords(LIMITS.contact, 'per client address'), bodyLimitWords(LIMITS.contactBodyBytes)],
} as const satisfies RouteContract;

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contactFieldErrors, contactMessageSchema } from '#shared/contact-schema.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { LIMITS } from '../http/limits.ts';
import { rateLimitByIp } from '../http/rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { saveContactMessage, type ContactDeps } from './save-contact-message.ts';

export function contactRoutes(deps: ContactDeps & { limiter: RateLimiter; trustProxy: boolean }) {
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({ maxSize: LIMITS.contactBodyBytes, onError: (c) => apiError(c, 413, 'payload_too_large') }),
    rateLimitByIp(deps.limiter, LIMITS.contact, deps.trustProxy),
    async (c) => {
      const body = withoutNulCharacters(await readJson(c));
      // A filled-in honeypot is a bot: it is told "sent" and nothing is kept or forwarded.
      if (isObject(body) && typeof body.website === 'string' && body.website.trim() !== '') {
        c.get('logger').info('contact honeypot triggered; message dropped');
        return c.json({ ok: true }, 201);
      }
      const parsed = contactMessageSchema.safeParse(body);
      if (!parsed.success) return apiError(c, 400, 'invalid_request', { fields: contactFieldErrors(parsed.error) });
      await saveContactMessage(deps, parsed.data, c.get('logger'));
      return c.json({ ok: true }, 201);
    },
  );
}

/** NUL is never part of a message, and PostgreSQL refuses it in text columns (a 500): dropped. */
function withoutNulCharacters(body: unknown): unknown {
  if (!isObject(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value.replaceAll('\u0000', '') : value]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { Hono } from 'hono';
import { limitBody } from '../http/limit-body.ts';
import { checkRoute } from '../http/route-contract.ts';
import { contactRoute } from './contact-contract.ts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { LIMITS } from '../http/limits.ts';
import { rateLimitByIp } from '../http/rate-limit.ts';
import { readJson } from '../http/read-json.ts';
import { validateJson } from '../http/validate.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { saveContactMessage, type ContactDeps } from './save-contact-message.ts';

// A filled-in honeypot is a bot: it is told "sent" whatever else it sent, and nothing is kept or
// forwarded. Checked before validation, so a bot learns nothing about the form's rules.
const honeypot = createMiddleware<AppEnv>(async (c, next) => {
  const body = await readJson(c);
  if (isObject(body) && typeof body.website === 'string' && body.website.trim() !== '') {
    c.get('logger').info('contact honeypot triggered; message dropped');
    return c.json({ ok: true }, 201);
  }
  await next();
});

// NUL and control characters never get here: every /api body with one is refused first
// (http/refuse-control-characters.ts).
export function contactRoutes(deps: ContactDeps & { limiter: RateLimiter; trustProxy: boolean }) {
  return new Hono<AppEnv>().post(
    '/',
    checkRoute(contactRoute),
    limitBody(LIMITS.contactBodyBytes),
    rateLimitByIp(deps.limiter, LIMITS.contact, deps.trustProxy),
    honeypot,
    validateJson(contactRoute.request.body),
    async (c) => {
      await saveContactMessage(deps, c.req.valid('json'), c.get('logger'));
      return c.json({ ok: true }, 201);
    },
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import type { RateLimitRule } from '../rate-limit/rate-limiter.ts';
import { checkResponses, type ResponseContract } from './response-contract.ts';

/** An answer that is not JSON, so the middleware cannot check it: documented, not checked. */
interface OtherAnswer {
  description: string;
  /** Media type → what the body holds (a schema, or none for a file or a page). */
  content?: Readonly<Record<string, { schema?: z.core.$ZodType; description?: string }>>;
}

/**
 * One route, declared once (issue 28, decisions 0037 and 0038): what it takes, what it answers,
 * and the words that describe it. The route checks its answers against `responses` in development
 * and tests (`checkRoute`); `GET /api/openapi.json` is built from the same declarations.
 */
export interface RouteContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono's pattern, as mounted: `/api/sermons/:id`. */
  path: string;
  /** Groups the reference page's sections: `Sermons`, `Accounts`… */
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it: anyone, a signed-in member, or a member with a subscription (or admin). */
  access: 'public' | 'member' | 'subscriber';
  /** The schemas `validate`/`validateJson` check (the same objects), or those the handler reads by hand. */
  request?: {
    params?: z.core.$ZodType;
    query?: z.core.$ZodType;
    body?: z.core.$ZodType;
    /** The body may be left out (its schema's defaults apply). */
    bodyOptional?: boolean;
    /** A body read as raw text, not JSON (webhooks). */
    bodyMediaType?: string;
  };
  /** The JSON answers, one schema per status: checked on every answer outside production. */
  responses: ResponseContract;
  /** Answers that are not JSON (no body, an event stream, a page, a file), per status. */
  otherAnswers?: Readonly<Record<number, OtherAnswer>>;
  /** Its rate and size limits, in words, from `LIMITS` (http/limits.ts). */
  limits?: readonly string[];
}

const declaredChecks = new WeakMap<object, RouteContract>();

/**
 * The answer check of a declared route (`checkResponses` under the route's own name), marked so a
 * test can tell which declaration each registered route is checked by.
 */
export function checkRoute<E extends AppEnv = AppEnv>(route: RouteContract): MiddlewareHandler<E> {
  const check = checkResponses(`${route.method} ${route.path}`, route.responses) as unknown as MiddlewareHandler<E>;
  declaredChecks.set(check, route);
  return check;
}

/** The declaration a handler checks answers against, if it is a route's contract check. */
export function declarationCheckedBy(handler: unknown): RouteContract | undefined {
  return typeof handler === 'function' ? declaredChecks.get(handler) : undefined;
}

/** "10 requests per 15 minutes per client address", from a rule of http/limits.ts. */
export function rateLimitWords(rule: Pick<RateLimitRule, 'limit' | 'windowMs'>, per: string): string {
  return `At most ${rule.limit} requests per ${windowWords(rule.windowMs)} ${per}; beyond it 429 with Retry-After.`;
}

/** "Bodies up to 64 KB", from a byte limit of http/limits.ts. */
export function bodyLimitWords(bytes: number): string {
  const size = bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
  return `Bodies up to ${size}; a larger one is refused with 413.`;
}

function windowWords(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes === 1) return 'minute';
  if (minutes % 60 === 0) return minutes === 60 ? 'hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/**
 * A file's routes with what they share written once (their tag, and the access most of them
 * need): `const sermonRoute = routeGroup({ tag: 'Sermons', access: 'subscriber' })`, then each
 * route declares only what is its own, overriding a shared field where it differs.
 */
export function routeGroup<const S extends Pick<RouteContract, 'tag' | 'access'>>(shared: S) {
  return <const R extends Omit<RouteContract, 'tag' | 'access'> & Partial<Pick<RouteContract, 'access'>>>(route: R): Omit<S, keyof R> & R => ({ ...shared, ...route });
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { apiError } from './api-error.ts';

/** A route's declared JSON answers: one schema per status it may answer with. */
export type ResponseContract = Readonly<Partial<Record<number, z.core.$ZodType>>>;

/** Every API error: `{error: "<localized text>"}`, plus details some carry (`fields` on a 400). */
export const apiErrorSchema = z
  .looseObject({ error: z.string(), fields: z.record(z.string(), z.string()).optional() })
  .meta({ description: 'An API error: `error` is a sentence in the request\'s language (Accept-Language); a refused input adds `fields`, each field\'s path mapped to a code (`too_long`, `invalid`…).' });

/**
 * The error answers every JSON route can give whatever its handler does: the body and rate guards
 * (400, 413, 415, 429) and the app's error handler (500, 503), plus the route's own.
 */
export function errorAnswers(...statuses: number[]): ResponseContract {
  return Object.fromEntries([400, 413, 415, 429, 500, 503, ...statuses].map((status) => [status, apiErrorSchema]));
}

interface ContractOptions {
  /** Whether to check; by default the app's `checkContracts` (off in production, where the check can never fail a request). */
  enabled?: boolean;
}

/**
 * A route's JSON answers checked against its contract (issue 28, decision 0037). In development and
 * tests an answer the contract does not declare (an unlisted status, or a body its schema refuses)
 * becomes a loud 500 with a log line naming the route, so a test fails where the contract and the
 * handler drift apart. Answers that are not JSON (event streams, redirects, files) pass untouched.
 */
export function checkResponses(route: string, contract: ResponseContract, options: ContractOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!(options.enabled ?? c.get('checkContracts'))) return;
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) return;
    const status = c.res.status;
    const schema = contract[status];
    const problem = schema ? await refusal(schema, c.res.clone()) : `status ${status} is not declared`;
    if (problem === null) return;
    const line = `response breaks its contract: ${route} answered ${status}: ${problem}`;
    logBreak(c, { route, status }, line);
    c.res = undefined;
    c.res = apiError(c, 500, 'internal_error', { contract: line });
  };
}

const DECODE: Record<string, (bytes: Buffer) => Promise<Buffer>> = { br: promisify(zlib.brotliDecompress), gzip: promisify(zlib.gunzip) };

/**
 * One server-sent event checked against the stream's declared event schema, outside production.
 * A stream's status is sent before its events, so a refused event cannot become a 500: it is
 * logged as a broken contract (the API suites fail on that line) and sent as it was.
 */
export function checkEvent(c: Context<AppEnv>, route: string, schema: z.core.$ZodType, event: { event: string; data: unknown }): void {
  if (!c.get('checkContracts')) return;
  const result = z.safeParse(schema, event);
  if (result.success) return;
  const problem = result.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'event'}: ${issue.message}`).join('; ');
  logBreak(c, { route, event: event.event }, `response breaks its contract: ${route} sent a ${event.event} event: ${problem}`);
}

function logBreak(c: Context<AppEnv>, fields: Record<string, unknown>, line: string): void {
  const log = c.get('logger') as AppEnv['Variables']['logger'] | undefined;
  if (log) log.error(fields, line);
  else console.error(line);
}

/** Why the body does not fit the schema, or null when it does. */
async function refusal(schema: z.core.$ZodType, response: Response): Promise<string | null> {
  let body: unknown;
  try {
    // A large answer may be compressed already (http/compressed-json.ts).
    const bytes = Buffer.from(await response.arrayBuffer());
    const decode = DECODE[response.headers.get('content-encoding') ?? ''];
    body = JSON.parse((decode ? await decode(bytes) : bytes).toString('utf8'));
  } catch {
    return 'the body is not JSON';
  }
  const result = z.safeParse(schema, body);
  if (result.success) return null;
  return result.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`).join('; ');
}

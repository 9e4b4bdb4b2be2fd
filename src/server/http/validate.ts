import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { apiError } from './api-error.ts';
import { readJson } from './read-json.ts';

/**
 * Issue codes per field, first issue wins: `{ "title": "too_long", "points.2.heading": "too_long" }`.
 * The shared schemas write codes, not sentences, so the client can word them in the page language.
 */
export function fieldCodes(issues: readonly $ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}

function invalidRequest(result: { success: boolean; error?: { issues: readonly $ZodIssue[] } }, c: Context) {
  if (!result.success) return apiError(c, 400, 'invalid_request', { fields: fieldCodes(result.error?.issues ?? []) });
}

/**
 * A route's input checked by a shared zod schema, the one way every JSON route validates: a
 * failure is a localized 400 `{error, fields}`, and the handler reads `c.req.valid(target)`.
 */
export function validate<Target extends Exclude<keyof ValidationTargets, 'json'>, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, invalidRequest);
}

/**
 * A JSON body checked by a shared zod schema. The body is read first as every JSON route reads
 * it, so a body that is not JSON is a localized 415 or 400 like elsewhere, never a bare text.
 */
export function validateJson<Schema extends $ZodType>(schema: Schema) {
  const validator = zValidator('json', schema, invalidRequest);
  return (async (c, next) => {
    await readJson(c);
    return validator(c, next);
  }) as typeof validator;
}

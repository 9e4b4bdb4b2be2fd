import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { z } from 'zod';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { apiError } from './api-error.ts';
import { readJson } from './read-json.ts';

const ISSUE_CODE = /^[a-z][a-z0-9_]*$/;

/**
 * Issue codes per field, first issue wins: `{ "title": "too_long", "points.2.heading": "too_long" }`.
 * The shared schemas write codes, not sentences, so the client can word them in the page language.
 */
export function fieldCodes(issues: readonly $ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    // A rule without a code of ours (a zod default: "Invalid input: expected string…") gives zod's
    // own issue code instead, so no English sentence reaches a Spanish page.
    fields[name] ??= ISSUE_CODE.test(issue.message) ? issue.message : issue.code;
  }
  return fields;
}

/** How a route answers input its schema refused; by default a localized 400 `{error, fields}`. */
export type InvalidAnswer = (c: Context, fields: Record<string, string>) => Response | Promise<Response>;

const invalidRequest: InvalidAnswer = (c, fields) => apiError(c, 400, 'invalid_request', { fields });

function refusal(answer: InvalidAnswer) {
  return (result: { success: boolean; error?: { issues: readonly $ZodIssue[] } }, c: Context) => {
    if (!result.success) return answer(c, fieldCodes(result.error?.issues ?? []));
  };
}

/**
 * A route's input checked by a shared zod schema, the one way every JSON route validates: a
 * failure is a localized 400 `{error, fields}`, and the handler reads `c.req.valid(target)`.
 */
export function validate<Target extends Exclude<keyof ValidationTargets, 'json'>, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, refusal(invalidRequest));
}

interface JsonOptions {
  /**
   * The body may be left out: no body at all (no Content-Type, no length) or a JSON `null`
   * stands for `{}`, the schema's defaults (billing checkout and portal, sign-out).
   */
  optional?: boolean;
  /** A route whose answers have another shape (product §7 cancel: `{success, error}`) words its own refusal. */
  invalid?: InvalidAnswer;
}

/**
 * A JSON body checked by a shared zod schema. The body is read first as every JSON route reads
 * it, so a body that is not JSON is a localized 415 or 400 like elsewhere, never a bare text.
 */
export function validateJson<Schema extends $ZodType>(schema: Schema, options: JsonOptions = {}) {
  // Hono's validator sees `{}` when no JSON Content-Type came; `null` is mapped here.
  const checked = options.optional ? z.preprocess((value) => value ?? {}, schema) : schema;
  const validator = zValidator('json', checked as Schema, refusal(options.invalid ?? invalidRequest));
  const refuse = options.invalid ?? invalidRequest;
  return (async (c, next) => {
    if (!(options.optional && isAbsent(c))) {
      const body = await readJson(c);
      // Every JSON route takes an object: anything else is refused before a schema's refinements
      // could read a field of null (a 500 the fuzz suite found).
      if (!isPlainObject(body) && !(options.optional && body === null)) return refuse(c, { body: 'expected_object' });
    }
    return validator(c, next);
  }) as typeof validator;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbsent(c: Context): boolean {
  return !c.req.header('content-type') && Number(c.req.header('content-length') ?? '0') === 0;
}

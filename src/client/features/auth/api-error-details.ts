import { ApiRequestError } from '#client/lib/api-client.ts';
import { isOneOf } from '#shared/one-of.ts';

/** The `code` of an API error answer (INVALID_TOKEN, RATE_LIMITED…), if there is one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return typeof error.body.code === 'string' ? error.body.code : undefined;
}

/**
 * The address the server is configured for, when it refused this page for being opened at
 * another one (code WRONG_ADDRESS: PUBLIC_URL differs from the address in the browser).
 */
export function wrongAddressOf(error: unknown): string | null {
  if (apiErrorCode(error) !== 'WRONG_ADDRESS') return null;
  const publicUrl = (error as ApiRequestError).body.publicUrl;
  return typeof publicUrl === 'string' ? publicUrl : null;
}

/** Issue codes the forms know how to word; they match src/shared/auth-schemas.ts. */
export const FIELD_CODES = ['email_required', 'invalid_email', 'password_required', 'password_too_short', 'password_too_long', 'name_too_long', 'invalid_name'] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

export interface ApiFieldErrors {
  email?: FieldCode;
  password?: FieldCode;
  name?: FieldCode;
}

const isFieldCode = (value: unknown): value is FieldCode => isOneOf(FIELD_CODES, value);

/**
 * Field problems the server found in a 400 answer, so they show under the field concerned rather
 * than as a vague banner. Unknown codes are dropped (the caller then shows its generic message).
 */
export function apiFieldErrors(error: unknown): ApiFieldErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const fields = error.body.fields && typeof error.body.fields === 'object' ? (error.body.fields as Record<string, unknown>) : {};
  const result: ApiFieldErrors = {};
  if (isFieldCode(fields.email)) result.email = fields.email;
  else if (apiErrorCode(error) === 'INVALID_EMAIL') result.email = 'invalid_email';
  if (isFieldCode(fields.password)) result.password = fields.password;
  if (isFieldCode(fields.name)) result.name = fields.name;
  return result;
}

export function hasFieldErrors(errors: ApiFieldErrors): boolean {
  return Boolean(errors.email || errors.password || errors.name);
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { languageFromAcceptLanguage, type Language } from '#shared/languages.ts';
import { apiMessage, type ApiMessageKey } from '../i18n/api-messages.ts';

/** The language the client asked for: the page language it sends as Accept-Language. */
export function requestLanguage(c: Context): Language {
  return languageFromAcceptLanguage(c.req.header('accept-language'));
}

/** Every API error has one shape: `{ "error": "<localized text>" }`, plus optional details. */
export function apiError(c: Context, status: ContentfulStatusCode, key: ApiMessageKey, details?: Record<string, unknown>) {
  return c.json({ error: apiMessage(requestLanguage(c), key), ...details }, status);
}

/** Thrown by handlers to end a request with an API error from deep inside a helper. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly key: ApiMessageKey;
  readonly details: Record<string, unknown> | undefined;
  constructor(status: ContentfulStatusCode, key: ApiMessageKey, details?: Record<string, unknown>) {
    super(key);
    this.status = status;
    this.key = key;
    this.details = details;
  }
}

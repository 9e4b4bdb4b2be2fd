import i18next from 'i18next';
import type { z } from 'zod';

/** An answer from our API that was not 2xx; `message` is the server's localized `error` text. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, message: string, body: Record<string, unknown>) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/**
 * A 2xx answer that is not what the shared response schema says (a proxy's page, a server of
 * another version): the user reads a clear sentence in the page language, never a crash.
 */
export class MalformedAnswerError extends ApiRequestError {
  constructor(status: number, path: string, cause: unknown) {
    super(status, i18next.t('apiAnswer.malformed'), {});
    this.name = 'MalformedAnswerError';
    this.cause = { path, cause };
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** JSON call to our own API whose answer is read with a shared response schema, never cast. */
export async function apiRequest<Schema extends z.ZodType>(path: string, schema: Schema, options: ApiOptions = {}): Promise<z.output<Schema>> {
  const { status, data } = await send(path, options);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new MalformedAnswerError(status, path, parsed.error);
  return parsed.data;
}

/** JSON call to our own API, in the page's language (the server localizes its errors by it). */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await send(path, options)).data as T;
}

async function send(path: string, options: ApiOptions): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18next.language || 'en' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const message = typeof body.error === 'string' ? body.error : `HTTP error! status: ${response.status}`;
    throw new ApiRequestError(response.status, message, body);
  }
  return { status: response.status, data };
}

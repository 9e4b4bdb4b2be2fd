import i18next from 'i18next';
import type { z } from 'zod/mini';
import { typedClient, type TypedApi } from './typed-client.ts';

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

/**
 * One call of the typed client: `(api) => api.sermons[':id'].$get({ param: { id } }, { init: { signal } })`.
 * The path, its parameters and its body are the server's route types (typed-client.ts).
 */
type ApiCall = (api: TypedApi) => Promise<Response>;

/**
 * A shared response schema compiled into a plain check (scripts/compile-checks.ts): the
 * answers every first page reads are taken without loading zod (issue 29, decision 0048).
 */
type AnswerCheck<T> = (data: unknown) => data is T;

/** An answer of our API read with a shared response schema (or its compiled check), never cast. */
export async function apiRequest<Schema extends z.core.$ZodType>(call: ApiCall, schema: Schema): Promise<z.output<Schema>>;
export async function apiRequest<T>(call: ApiCall, check: AnswerCheck<T>): Promise<T>;
export async function apiRequest(call: ApiCall, reader: z.core.$ZodType | AnswerCheck<unknown>): Promise<unknown> {
  const { response, data } = await answerOf(call);
  if (typeof reader === 'function') {
    if (!reader(data)) throw new MalformedAnswerError(response.status, response.url, 'the answer is not what its compiled check accepts');
    return data;
  }
  // zod's parse (it reads every schema, classic or mini) comes with the first page that parses
  // with a schema, and that page has loaded zod for its schemas already.
  const { safeParse } = await import('./answer-parse.ts');
  const parsed = safeParse(reader, data);
  if (!parsed.success) throw new MalformedAnswerError(response.status, response.url, parsed.error);
  return parsed.data;
}

/** A call whose answer the caller does not read (a 204, "sent"): its refusals still throw. */
export async function apiSend(call: ApiCall): Promise<unknown> {
  return (await answerOf(call)).data;
}

/** A call from a page that may be leaving (`keepalive`): nothing is read, nothing is thrown. */
export function apiBeacon(call: ApiCall): void {
  void call(api).catch(() => {});
}

/**
 * Every request of the typed client: in the page's language (the server localizes its errors by
 * it), with the session cookie; a request that got no answer is a NetworkError.
 */
async function sendToApi(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', i18next.language || 'en');
  try {
    return await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

async function answerOf(call: ApiCall): Promise<{ response: Response; data: unknown }> {
  const response = await call(api);
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const body = isRecord(data) ? data : {};
    const message = typeof body.error === 'string' ? body.error : `HTTP error! status: ${response.status}`;
    throw new ApiRequestError(response.status, message, body);
  }
  return { response, data };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The typed client, with the first page's scripts: every page asks for the session as it starts, so
 * loading hc with the first call saved no byte and put a round trip before that request (decision
 * 0048's addendum; 0042 had it loaded with the first call).
 */
const api: TypedApi = typedClient(sendToApi);

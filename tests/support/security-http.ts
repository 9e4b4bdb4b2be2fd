import http from 'node:http';
// HTTP helpers for the security suite: requests to a spawned server from a chosen client
// address, answers read once (status, headers, text, JSON when it parses), and the databases a
// file runs on (SQLite always, PostgreSQL too when TEST_DATABASE_URL is set).
import { createPostgresDatabase } from '#tests/support/test-databases.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { nextClientIp, openServerDatabase } from './members.ts';
import { startServer, type ServerOptions, type ServerProcess } from './server-process.ts';
import type { z } from 'zod';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

interface SendOptions {
  method?: string;
  /** An object is sent as JSON; a string is sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  cookie?: string;
  /** The client address the server is told (X-Forwarded-For); a fresh one unless given. */
  ip?: string;
}

export async function send(baseUrl: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.ip ?? nextClientIp(), ...options.headers };
  let body: string | undefined;
  if (typeof options.body === 'string') body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  if (options.cookie) headers.Cookie = options.cookie;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  // A browser names the page's origin on every request that changes something, and better-auth
  // refuses a cookie-bearing one that names none: a request with a session says where it comes
  // from, unless the case itself sets Origin or Sec-Fetch-Site (the CSRF cases).
  const named = Object.keys(headers).some((name) => /^(origin|sec-fetch-site)$/i.test(name));
  if (options.cookie && !named && method !== 'GET' && method !== 'HEAD') headers.Origin = new URL(baseUrl).origin;
  // One connection per request (no keep-alive): each answer belongs to its own request, and a
  // socket the server closes after refusing an unread body cannot take a later request with it.
  headers.Connection = 'close';
  // Node's client sends a DELETE body with neither a length nor chunks, which the server reads as
  // a broken next request: a body always says how long it is.
  if (body !== undefined && !Object.keys(headers).some((name) => /^(content-length|transfer-encoding)$/i.test(name))) headers['Content-Length'] = String(Buffer.byteLength(body));
  const { status, rawHeaders, text } = await new Promise<{ status: number; rawHeaders: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, rawHeaders: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(rawHeaders)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, item);
  }
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the assertions say so
  }
  return { status, headers: responseHeaders, text, json };
}

/** An answer's JSON read with the shared schema the client reads it with, never cast: a wrong shape fails the test. */
export function jsonOf<Schema extends z.ZodType>(answer: Answer, schema: Schema): z.output<Schema> {
  return schema.parse(answer.json);
}

/** An API error as the app promises it: JSON with a string `error`. */
export function isJsonError(answer: Answer): boolean {
  return (answer.headers.get('content-type') ?? '').includes('application/json') && typeof (answer.json as { error?: unknown } | undefined)?.error === 'string';
}

type SuiteDatabase = 'sqlite' | 'postgres';

export function suiteDatabases(): SuiteDatabase[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface SuiteServer {
  server: ServerProcess;
  /** postgres://… when the server runs on PostgreSQL. */
  databaseUrl: string | undefined;
  /** The server's own database, for reading what it holds and setting member flags; stop() closes it. */
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/** A spawned server on the given database; stop() closes our handle, ends it and drops its PostgreSQL database. */
export async function startSuiteServer(database: SuiteDatabase, options: ServerOptions = {}): Promise<SuiteServer> {
  const postgres = database === 'postgres' ? await createPostgresDatabase() : null;
  try {
    const server = await startServer({ ...options, ...(postgres ? { databaseUrl: postgres.url } : {}) });
    const database = openServerDatabase(server, postgres?.url);
    return {
      server,
      databaseUrl: postgres?.url,
      database,
      stop: async () => {
        await database.close();
        await server.stop();
        await postgres?.drop();
      },
    };
  } catch (error) {
    await postgres?.drop();
    throw error;
  }
}

/** Log lines at error level or above (pino: 50 error, 60 fatal). */
export function errorLogLines(server: ServerProcess): Array<Record<string, unknown>> {
  return server.logs().filter((line) => typeof line.level === 'number' && line.level >= 50);
}

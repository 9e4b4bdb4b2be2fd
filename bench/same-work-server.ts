// The history's honest baseline (issue 29): a bare node:http server doing the same work as
// GET /api/sermons and nothing else — the same session-cookie check (HMAC of better-auth's
// signed cookie, then the app's own session-and-user SQL) and the same SQL statements the app's
// repository ran for that request, on the same database file through the same driver (node:sqlite
// with one prepared statement per text, or pg with named prepared statements), answering the
// same JSON. No framework, no middleware, no validation, no logging, no rate limiting.
// The statements come from bench/same-work.ts, which recorded them from the app's own repository
// on the seeded database; this process imports nothing of the app's.
// With `hono`, the same work is one Hono route served by @hono/node-server with no middleware: the
// framework's own floor, between the bare server and the app.
// Usage: node bench/same-work-server.ts <port> <config.json> [hono]
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import pg from 'pg';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';

interface Statement {
  sql: string;
  parameters: unknown[];
}

/** What bench/same-work.ts writes: the database, the cookie, and each path's statements. */
export interface SameWorkConfig {
  dialect: 'sqlite' | 'postgres';
  /** The SQLite file, or the PostgreSQL URL. */
  database: string;
  cookieName: string;
  secret: string;
  /** The session-and-user query; its one parameter is the token. */
  session: string;
  /** The user id as it appears in the recorded statements' parameters, replaced by the session's. */
  recordedUserId: string;
  limits: Record<string, number>;
  routes: Record<string, Statement[]>;
}

type Row = Record<string, unknown>;
type Query = (sql: string, parameters: unknown[]) => Promise<Row[]>;

const [portArgument, configFile, framework] = process.argv.slice(2);
const config = JSON.parse(fs.readFileSync(configFile!, 'utf8')) as SameWorkConfig;

function sqliteQuery(file: string): Query {
  const database = new DatabaseSync(file);
  // The app's pragmas (src/server/db/database.ts).
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  const prepared = new Map<string, StatementSync>();
  return async (sql, parameters) => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = database.prepare(sql)));
    return statement.all(...(parameters as SQLInputValue[])) as Row[];
  };
}

function postgresQuery(url: string): Query {
  // The app's pool size; int8 as numbers, as the app reads them.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  const names = new Map<string, string>();
  return async (text, values) => {
    let name = names.get(text);
    if (!name) names.set(text, (name = `q${crypto.createHash('sha1').update(text).digest('base64url')}`));
    return (await pool.query({ name, text, values })).rows as Row[];
  };
}

const query = config.dialect === 'sqlite' ? sqliteQuery(config.database) : postgresQuery(config.database);

/** The token inside better-auth's signed cookie (`token.base64(HMAC-SHA256)`), or null. */
function sessionToken(cookieHeader: string | undefined): string | null {
  const pair = cookieHeader?.split(/;\s*/).find((part) => part.startsWith(`${config.cookieName}=`));
  if (!pair) return null;
  const value = decodeURIComponent(pair.slice(config.cookieName.length + 1));
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(crypto.createHmac('sha256', config.secret).update(token).digest('base64'));
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
}

const isoString = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString());

/**
 * The page: the rows of the last statement and of the identical ones just before it (SQLite reads
 * a search's sermons one lookup each), those that are sermons; a statement that found nothing to
 * read (a word no sermon has) leaves the page empty.
 */
async function answer(userId: string, path: string, statements: Statement[]) {
  const rows: Row[][] = [];
  for (const statement of statements) {
    rows.push(await query(statement.sql, statement.parameters.map((value) => (value === config.recordedUserId ? userId : value))));
  }
  let from = statements.length - 1;
  while (from > 0 && statements[from - 1]!.sql === statements.at(-1)!.sql) from--;
  const found = rows.slice(from).flat().filter((row) => 'title' in row);
  const limit = config.limits[path]!;
  const sermons = found.slice(0, limit).map((row) => ({
    id: row.id,
    title: row.title,
    mainScripture: row.main_scripture,
    language: row.language,
    audienceType: row.audience_type,
    languageStyle: row.language_style,
    createdAt: isoString(row.created_at),
  }));
  const last = sermons.at(-1);
  return { sermons, nextCursor: found.length > limit && last ? Buffer.from(JSON.stringify([last.createdAt, last.id])).toString('base64url') : null };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The whole request's work: the session check, the statements, the JSON. */
async function respond(url: string, cookie: string | undefined): Promise<Answer> {
  const statements = config.routes[url];
  if (!statements) return { status: 404, headers: {}, body: '' };
  const token = sessionToken(cookie);
  const [session] = token ? await query(config.session, [token]) : [];
  if (!session || new Date(session.expires_at as string).getTime() <= Date.now()) return { status: 401, headers: { 'content-type': 'application/json' }, body: '{"error":"no session"}' };
  const body = JSON.stringify(await answer(session.id as string, url, statements));
  return { status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store' }, body };
}

/** Bare node:http, or (`hono`) the same work as one Hono route served by @hono/node-server, no middleware: the framework's own floor. */
function bareServer(): http.Server {
  return http.createServer(async (request, response) => {
    try {
      const { status, headers, body } = await respond(request.url ?? '', request.headers.cookie);
      response.writeHead(status, headers).end(body);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
}

function honoServer(): http.Server {
  const app = new Hono().get('*', async (c) => {
    const url = new URL(c.req.url);
    const { status, headers, body } = await respond(`${url.pathname}${url.search}`, c.req.header('cookie'));
    return c.body(body, status as 200, headers);
  });
  return createAdaptorServer({ fetch: app.fetch }) as http.Server;
}

const server = framework === 'hono' ? honoServer() : bareServer();
server.keepAliveTimeout = 65_000;
server.listen(Number(portArgument ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});
process.on('SIGTERM', () => process.exit(0));

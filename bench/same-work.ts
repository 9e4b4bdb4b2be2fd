// Starts bench/same-work-server.ts for a seeded database: the SQL it replays is recorded here from
// the app's own code (the session lookup, and searchSermons for each path, on the same database),
// so the baseline does exactly the database work the app does for the same request.
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { sermonListQuerySchema } from '../src/shared/sermon.ts';
import { sessionWithUser } from '../src/server/auth/session-user.ts';
import { adaptNodeSqlite } from '../src/server/db/node-sqlite-adapter.ts';
import type { Database } from '../src/server/db/schema.ts';
import { decodeCursor, searchSermons } from '../src/server/sermons/sermon-repository.ts';
import { TEST_SESSION_SECRET, temporaryDir } from '../tests/support/server-process.ts';
import { fetchAgainOnClose } from './fetch-again.ts';
import type { SameWorkConfig } from './same-work-server.ts';
import { startBenchServer, type BenchServer } from './spawn-bench-server.ts';

interface SameWorkOptions {
  dialect: 'sqlite' | 'postgres';
  /** The app's SQLite file or PostgreSQL URL. */
  database: string;
  /** The member's Cookie header (its session cookie's name is taken from it). */
  cookie: string;
  userId: string;
  /** The history requests (path and query) the baseline answers. */
  paths: string[];
  /** The same work as one Hono route, no middleware (the framework's floor), instead of bare node:http. */
  framework?: 'hono';
}

export async function startSameWorkServer(options: SameWorkOptions): Promise<BenchServer> {
  const recorded: SameWorkConfig['routes'][string] = [];
  const log = (event: LogEvent) => {
    if (event.level === 'query') recorded.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
  };
  const db =
    options.dialect === 'sqlite'
      ? new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptNodeSqlite(new DatabaseSync(options.database)) }), log })
      : new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.database, max: 1 }) }), log });
  const routes: SameWorkConfig['routes'] = {};
  const limits: SameWorkConfig['limits'] = {};
  let session: string;
  try {
    await sessionWithUser.rows(db, 'no such token');
    session = recorded.pop()!.sql;
    for (const requestPath of options.paths) {
      const { limit, cursor, ...search } = sermonListQuerySchema.parse(Object.fromEntries(new URL(requestPath, 'http://bench').searchParams));
      recorded.length = 0;
      await searchSermons(db, options.dialect, options.userId, search, limit, cursor ? decodeCursor(cursor) : null);
      routes[requestPath] = [...recorded];
      limits[requestPath] = limit;
    }
  } finally {
    await db.destroy();
  }
  const cookieName = options.cookie
    .split('; ')
    .map((pair) => pair.slice(0, pair.indexOf('=')))
    .find((name) => name.endsWith('session_token'));
  if (!cookieName) throw new Error(`no session cookie in ${options.cookie}`);
  const config: SameWorkConfig = { dialect: options.dialect, database: options.database, cookieName, secret: TEST_SESSION_SECRET, session, recordedUserId: options.userId, limits, routes };
  const file = path.join(temporaryDir('same-work'), 'config.json');
  fs.writeFileSync(file, JSON.stringify(config));
  return startBenchServer('same-work-server.ts', [file, ...(options.framework ? [options.framework] : [])]);
}

/** Throws unless the app and the baseline answer every path with the same JSON. */
export async function checkSameAnswers(appUrl: string, baselineUrl: string, paths: string[], headers: Record<string, string>): Promise<void> {
  for (const requestPath of paths) {
    const [app, baseline] = await Promise.all([appUrl, baselineUrl].map(async (base) => (await fetchAgainOnClose(`${base}${requestPath}`, { headers })).text()));
    if (app !== baseline) throw new Error(`the same-work server answers ${requestPath} otherwise than the app:\n  app:      ${app!.slice(0, 300)}\n  baseline: ${baseline!.slice(0, 300)}`);
  }
}

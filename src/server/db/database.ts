import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { adaptNodeSqlite } from './node-sqlite-adapter.ts';
import { preparedStatementPool } from './prepared-pg-pool.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A cheap round trip, for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// int8 (bigint, count(*)) arrives from pg as a string by default; every value we keep fits in a
// double, so read it as a number, the same as SQLite gives.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const db = config.kind === 'sqlite' ? new Kysely<Database>({ dialect: sqliteDialect(config.file) }) : postgresKysely(config.url);
  return {
    db,
    dialect: config.kind,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

function sqliteDialect(file: string): SqliteDialect {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new DatabaseSync(file);
  // WAL lets readers and the writer proceed together; NORMAL sync is durable in WAL mode across
  // process crashes (only an OS crash can lose the last commits); the busy timeout makes a
  // second writer wait instead of failing.
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('PRAGMA foreign_keys = ON');
  database.exec('PRAGMA busy_timeout = 5000');
  return new SqliteDialect({ database: adaptNodeSqlite(database) });
}

function postgresKysely(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection (database restart) emits 'error' on the pool;
  // unhandled, that would crash the process. The next query simply gets a fresh connection.
  pool.on('error', () => {});
  // A client checked out of the pool (between queries, mid-transaction) that loses its connection
  // emits 'error' on itself; unhandled, that too would end the process. The query in progress
  // fails on its own and the request answers 503 (see database-unavailable.ts).
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
}

// Kysely's SqliteDialect speaks the better-sqlite3 interface. node:sqlite is built into Node and
// needs no native addon, so this thin adapter makes its DatabaseSync look like that interface.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the app has a few dozen, so this only bounds a pathological caller. */
const STATEMENT_CACHE_SIZE = 500;

export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  // Kysely prepares every query anew; preparing was the largest single cost of a signed-in
  // request (the session check and the history query). Statements run to completion
  // synchronously, so one prepared statement per SQL text can serve every request.
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        // Kysely opens transactions with a plain (deferred) BEGIN. A deferred transaction that
        // reads and then writes cannot take the write lock if another connection (the admin
        // command, a second process) committed in between: SQLite fails it at once, busy timeout
        // or not. IMMEDIATE takes the write lock up front, waiting out the busy timeout.
        const text = /^\s*begin\s*;?\s*$/i.test(sql) ? 'begin immediate' : sql;
        statement = adaptStatement(database, text, database.prepare(text));
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function adaptStatement(database: DatabaseSync, sql: string, statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  return {
    reader,
    all: (parameters: ReadonlyArray<unknown>) => statement.all(...toInputs(parameters)),
    run: (parameters: ReadonlyArray<unknown>) => {
      const { changes, lastInsertRowid } = statement.run(...toInputs(parameters));
      return { changes, lastInsertRowid };
    },
    // An iterator stays open across awaits, so it gets a statement of its own.
    iterate: (parameters: ReadonlyArray<unknown>) => database.prepare(sql).iterate(...toInputs(parameters)),
  };
}

function toInputs(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (value === undefined) return null;
    return value as SQLInputValue;
  });
}

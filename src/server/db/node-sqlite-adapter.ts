// Kysely's SqliteDialect speaks the better-sqlite3 interface. node:sqlite is built into Node and
// needs no native addon, so this thin adapter makes its DatabaseSync look like that interface.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    // Kysely opens transactions with a plain (deferred) BEGIN. A deferred transaction that reads
    // and then writes cannot take the write lock if another connection (the admin command, a second
    // process) committed in between: SQLite fails it at once, busy timeout or not. IMMEDIATE takes
    // the write lock up front, waiting out the busy timeout like any other write.
    prepare: (sql: string) => adaptStatement(database.prepare(/^\s*begin\s*;?\s*$/i.test(sql) ? 'begin immediate' : sql)),
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  const reader = statement.columns().length > 0;
  return {
    reader,
    all: (parameters: ReadonlyArray<unknown>) => statement.all(...toInputs(parameters)),
    run: (parameters: ReadonlyArray<unknown>) => {
      const { changes, lastInsertRowid } = statement.run(...toInputs(parameters));
      return { changes, lastInsertRowid };
    },
    iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(...toInputs(parameters)),
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

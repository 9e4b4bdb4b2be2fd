// PostgreSQL plans every unnamed statement anew: for the history page that was 0.6 ms of planning
// for 0.1 ms of execution, on every request. node-postgres prepares a *named* statement once per
// connection and reuses its plan, so the app's data queries (parameterised select/insert/update/
// delete; Kysely sends them as `query(text, values)`) are sent under a name derived from their text.
// DDL, unparameterised statements and anything with `*` stay unnamed: PostgreSQL refuses to run
// a prepared statement whose result columns changed ("cached plan must not change result type"),
// which is what a `select *` meets when another instance migrates the table during a rolling deploy.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Names by text, so a request does not hash its SQL again; the app has a few dozen texts. */
const names = new Map<string, string | null>();
const NAME_CACHE_SIZE = 500;

export function statementName(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    name = !PREPARABLE.test(text) || !text.includes('$1') || text.includes('*') ? null : `q${crypto.createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= NAME_CACHE_SIZE) names.delete(names.keys().next().value!);
    names.set(text, name);
  }
  return name;
}

export function preparedStatementPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      const prepared: PostgresPoolClient = {
        query: ((text: unknown, values?: unknown[]) => {
          // Kysely also passes a cursor object (streaming); that goes through untouched.
          if (typeof text !== 'string') return client.query(text as pg.Submittable);
          const name = statementName(text);
          return name ? client.query({ name, text, values: values ?? [] }) : client.query(text, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      return prepared;
    },
    end: () => pool.end(),
  };
}

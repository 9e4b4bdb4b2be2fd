import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.ts';

// The two dialects share one migration history; only the timestamp type differs.
export function timestampType(dialect: Dialect): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`timestamptz` : sql`text`;
}

// Table types as Kysely sees them. Timestamps are written as ISO-8601 strings; PostgreSQL
// (timestamptz) reads them back as Date, SQLite (text) as string: see toIsoString.
import type { Generated } from 'kysely';

export type Timestamp = string | Date;

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  language: string;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
  delivery_error: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: Generated<number>;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
}

export function toIsoString(value: Timestamp): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

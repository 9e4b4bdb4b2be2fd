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

/** SQLite keeps booleans as 0/1; PostgreSQL as true/false. Read them through toBoolean. */
export type DbBoolean = boolean | number;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  email_verified: DbBoolean;
  image: string | null;
  language: string;
  is_subscribed: DbBoolean;
  is_admin: DbBoolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  provider: string;
  customer_id: string | null;
  subscription_id: string | null;
  status: string;
  trial_end: Timestamp | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: DbBoolean;
  last_event_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BillingEventsTable {
  provider: string;
  event_id: string;
  type: string;
  outcome: string;
  received_at: Timestamp;
}

export interface SubscriptionAuditTable {
  id: string;
  user_id: string;
  action: string;
  old_status: DbBoolean;
  new_status: DbBoolean;
  /** JSON text: { source, timestamp, … } */
  metadata: string;
  created_at: Timestamp;
}

export interface BillingConflictsTable {
  id: string;
  provider: string;
  event_id: string;
  event_type: string;
  user_id: string | null;
  stored_subscription_id: string | null;
  event_subscription_id: string | null;
  reason: string;
  /** JSON text: the parsed event. */
  event: string;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

export interface UsedBillingTokensTable {
  id: string;
  /** Epoch milliseconds; a spent token past this can be forgotten (it has expired anyway). */
  expires_at: number;
}

/**
 * A sermon: its document (JSON text, src/shared/sermon-document.ts) and the document as first
 * generated. title, main_scripture and language repeat the document's for the history list,
 * which reads them from an index (migration 0006); every save writes them together.
 */
export interface SermonsTable {
  id: string;
  user_id: string;
  title: string;
  main_scripture: string;
  language: string;
  /** The document's audience, repeated for the history filter (migration 0009). */
  audience_type: string;
  /** The document's style, repeated for the history row (migration 0014). */
  language_style: string;
  /** The filter tokens and the document's distinct words, folded (search-tokens.ts), for the full-text index; written with it. */
  search_text: string;
  /** The owner's search key, before every term of the sermon in the index (migration 0011, decision 0025). */
  search_key: string;
  document: string;
  generated_document: string;
  /** 1 when generated, +1 on every save (PUT sends the revision it was based on). */
  revision: number;
  /** The sermon's twin in the other language, which names this one back (migration 0015); null until one is made. */
  twin_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per sermon generated: the daily quota counts these, not the sermons still kept. */
export interface SermonGenerationsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
  users: UsersTable;
  sessions: SessionsTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  subscription_audit: SubscriptionAuditTable;
  billing_conflicts: BillingConflictsTable;
  used_billing_tokens: UsedBillingTokensTable;
  sermons: SermonsTable;
  sermon_generations: SermonGenerationsTable;
  generation_locks: { user_id: string; started_at: number };
  known_devices: { mark_hash: string; user_id: string; created_at: number };
}

export function toBoolean(value: DbBoolean): boolean {
  return value === true || value === 1;
}

/** SQLite holds timestamps as the text `toISOString()` wrote; those are returned as they are. */
export function toIsoString(value: Timestamp): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && ISO_UTC.test(value)) return value;
  return new Date(value).toISOString();
}

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

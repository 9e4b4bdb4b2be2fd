// Tells a database that is down or restarting from a bug: the first deserves a 503 the client may
// retry ("try again in a moment"), the second a 500 and an error report.

// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and the connection-exception class.
const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a dropped or unobtainable connection only in its message.
const PG_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /client has encountered a connection error/i, /connection is closed/i];
// SQLite: another writer held the lock past busy_timeout.
const SQLITE_BUSY = /database is locked|SQLITE_BUSY/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (PG_UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code))) return true;
  if (PG_MESSAGES.some((pattern) => pattern.test(error.message)) || SQLITE_BUSY.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

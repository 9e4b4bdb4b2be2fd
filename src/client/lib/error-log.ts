import { CLIENT_ERROR_LIMITS, ERROR_LOG_MAX_ENTRIES } from '#shared/constants.ts';
import { scrubReport } from '#shared/scrub-report-text.ts';
import { apiBeacon } from './api-client.ts';
import { isClientErrorReport } from './compiled-checks.generated.ts';
import { whenIdle } from './when-idle.ts';

// product §3: a local error log of at most 100 entries, each also reported to the server.
export interface ErrorLogEntry {
  message: string;
  stack: string | null;
  timestamp: string;
  context: Record<string, string | number | boolean | null>;
}

const STORAGE_KEY = 'sermon-studio:error-log';
let currentUser: { id: string; email: string } | null = null;

/** Later features call this when the signed-in user changes, so entries say who saw the error. */
export function setErrorLogUser(user: { id: string; email: string } | null) {
  currentUser = user;
}

function readErrorLog(): ErrorLogEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function logError(error: unknown, extra: Record<string, string | number | boolean | null> = {}): ErrorLogEntry {
  const err = error instanceof Error ? error : new Error(typeof error === 'string' ? error : safeStringify(error));
  const entry: ErrorLogEntry = {
    message: err.message.slice(0, CLIENT_ERROR_LIMITS.message) || 'Unknown error',
    stack: err.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) ?? null,
    timestamp: new Date().toISOString(),
    context: {
      userId: currentUser?.id ?? null,
      userEmail: currentUser?.email ?? null,
      // The page without its query or fragment: a reset link's token must not be kept or sent.
      url: `${window.location.origin}${window.location.pathname}`.slice(0, 1000),
      userAgent: navigator.userAgent.slice(0, 1000),
      ...extra,
    },
  };
  store(entry);
  report(entry);
  return entry;
}

/** Captures what would otherwise vanish in the console, and notes the application start. */
export function startErrorLog() {
  window.addEventListener('error', (event) => {
    logError(event.error ?? event.message, { source: 'window.error' });
  });
  window.addEventListener('unhandledrejection', (event) => {
    logError(event.reason, { source: 'unhandledrejection' });
  });
  // Noted once the page is showing: storing and sending the note is no part of the first paint.
  whenIdle(() => logError(new Error('Application started'), { level: 'info', source: 'app-start' }));
}

function store(entry: ErrorLogEntry) {
  try {
    const entries = [...readErrorLog(), entry].slice(-ERROR_LOG_MAX_ENTRIES);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled (private mode): the server copy still goes out.
  }
}

/** What leaves the browser: no e-mail address, no query string or fragment, in any field. */
export function reportOf(entry: ErrorLogEntry): ErrorLogEntry {
  const { userEmail: _kept, ...context } = entry.context;
  return scrubReport({ ...entry, context });
}

function report(entry: ErrorLogEntry) {
  // What the server will read: the scrubbed entry as JSON carries it (a number JSON cannot hold
  // becomes null there), checked as the server checks it. A report it would refuse (too many
  // context keys, a long value from a caller) stays in the local log only. The check is compiled
  // from the server's schema, so reporting loads no validation library (decision 0048).
  const sent: unknown = JSON.parse(JSON.stringify(reportOf(entry)));
  if (!isClientErrorReport(sent)) return;
  apiBeacon((api) => api['client-errors'].$post({ json: sent }, { init: { keepalive: true } }));
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

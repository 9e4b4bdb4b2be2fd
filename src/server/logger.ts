import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

// Anything that could carry a credential is censored wherever it appears in a log object.
const REDACT_PATHS = [
  'password',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** Keys whose values are credentials, censored at any depth (pino's paths reach one level). */
const SECRET_KEY = /^(password|newPassword|currentPassword|token|sessionToken|secret|authorization|cookie|set-cookie|apiKey)$/i;
/** A credential in a URL's query or fragment (`?token=…`, `#access_token=…`), inside any string. */
const SECRET_PARAMETER = /([?&#;](?:token|access_token|refresh_token|code|key|signature)=)[^&#\s"'<>]*/gi;

/** A copy of a log object with credentials censored at any depth; Errors are left to pino's serializer. */
function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('=') ? value.replace(SECRET_PARAMETER, '$1[redacted]') : value;
  if (depth > 8 || !value || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) ? '[redacted]' : redactDeep(item, depth + 1);
  return copy;
}

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { log: (object) => redactDeep(object) as Record<string, unknown> },
      base: { service: 'sermon-studio' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

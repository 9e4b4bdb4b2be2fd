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

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: 'sermon-studio' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

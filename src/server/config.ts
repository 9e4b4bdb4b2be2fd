// The only module that reads process.env. Everything else receives a typed Config.
import path from 'node:path';
import { z } from 'zod';

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlString = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

// Every variable the server understands, with its default. README and .env.example list the same.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, { error: 'must be a port number (0-65535)' }).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: urlString(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^(postgres|postgresql):\/\//.test(value) || value.startsWith('sqlite:'), {
      error: 'must be a postgres:// URL or sqlite:<file path> (leave it unset for ./data/app.db)',
    })
    .optional(),
  SUPPORT_EMAIL: z.string().regex(/^[^\s@]+@[^\s@]+$/, { error: 'must be an e-mail address' }).optional(),
  SMTP_URL: urlString(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: booleanString.default(false),
  SENTRY_DSN: urlString(['http:', 'https:']).optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 48)' }).optional(),
});

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: URL;
  dataDir: string;
  database: DatabaseConfig;
  supportEmail: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  sentryDsn: string | null;
  /** Signs session cookies and tokens. Null in development means "generate one under DATA_DIR". */
  sessionSecret: string | null;
}

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty value means "not set", as it does in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(String(issue.path[0] ?? 'environment'), issue.message);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);

  if (env.NODE_ENV === 'production' && !env.SUPPORT_EMAIL) {
    throw new ConfigError('SUPPORT_EMAIL', 'is required in production (it is shown to users as the support contact)');
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET', 'is required in production (at least 32 random characters, the same on every instance)');
  }

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    database: databaseConfig(env.DATABASE_URL, dataDir),
    supportEmail: env.SUPPORT_EMAIL ?? `support@${publicUrl.hostname}`,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? `Apostolic Sermon Studio <no-reply@${publicUrl.hostname}>`,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    sentryDsn: env.SENTRY_DSN ?? null,
    sessionSecret: env.SESSION_SECRET ?? null,
  };
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'app.db') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { kind: 'postgres', url };
}

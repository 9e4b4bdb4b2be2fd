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
  LIBRARY_DIR: z.string().min(1).optional(),
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
  SERMON_ENGINE: z.enum(['offline', 'openai', 'anthropic'], { error: 'must be offline, openai or anthropic' }).default('offline'),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_BASE_URL: urlString(['http:', 'https:']).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000).max(600_000, { error: 'must be between 1000 and 600000' }).default(60_000),
  // A full sermon is about 3,000 tokens; the cap stops a runaway model at the provider (issue 19).
  AI_MAX_OUTPUT_TOKENS: z.coerce.number({ error: 'must be a number of tokens' }).int().min(1000).max(32_000, { error: 'must be between 1000 and 32000' }).default(6000),
  SERMON_DAILY_QUOTA: z.coerce.number({ error: 'must be a number of sermons' }).int().min(1).max(10_000, { error: 'must be between 1 and 10000' }).default(50),
  // Per member (issue 25): autosave sends at most about one save a second; the history page one
  // search per pause in typing. A benchmark that measures the search itself raises the second.
  SERMON_SAVES_PER_MINUTE: z.coerce.number({ error: 'must be a number of saves' }).int().min(1).max(1_000_000, { error: 'must be between 1 and 1000000' }).default(60),
  HISTORY_SEARCHES_PER_MINUTE: z.coerce.number({ error: 'must be a number of searches' }).int().min(1).max(1_000_000, { error: 'must be between 1 and 1000000' }).default(120),
  BILLING_PROVIDER: z.enum(['local', 'stripe', 'lemonsqueezy'], { error: 'must be local, stripe or lemonsqueezy' }).default('local'),
  ALLOW_LOCAL_BILLING_IN_PRODUCTION: booleanString.default(false),
  BILLING_PAST_DUE_GRACE_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(0).max(60, { error: 'must be between 0 and 60' }).default(3),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_… or sk_live_…)' }).optional(),
  STRIPE_PRICE_ID: z.string().regex(/^price_\w+$/, { error: 'must be a Stripe price id (price_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' }).optional(),
  STRIPE_API_URL: urlString(['http:', 'https:']).optional(),
  LEMONSQUEEZY_STORE_ID: z.string().regex(/^\d+$/, { error: 'must be the numeric id of the Lemon Squeezy store' }).optional(),
  LEMONSQUEEZY_VARIANT_ID: z.string().regex(/^\d+$/, { error: 'must be the numeric id of the Monthly Plan variant' }).optional(),
  LEMONSQUEEZY_API_KEY: z.string().min(10, { error: 'must be a Lemon Squeezy API key' }).optional(),
  LEMONSQUEEZY_WEBHOOK_SECRET: z.string().min(6, { error: 'must be at least 6 characters' }).optional(),
  LEMONSQUEEZY_API_URL: urlString(['https:', 'http:']).optional(),
});

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export type BillingConfig =
  | { provider: 'local'; pastDueGraceDays: number }
  | { provider: 'stripe'; pastDueGraceDays: number; secretKey: string; priceId: string; webhookSecret: string; apiUrl: URL | null }
  | { provider: 'lemonsqueezy'; pastDueGraceDays: number; storeId: string; variantId: string; apiKey: string; webhookSecret: string; apiUrl: URL };

export type EngineConfig =
  | { kind: 'offline' }
  | { kind: 'openai' | 'anthropic'; model: string; baseUrl: string | null; apiKey: string | null; timeoutMs: number; maxOutputTokens: number };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: URL;
  /** PUBLIC_URL was set. Without it, outside production, the app also accepts the address it is opened at. */
  publicUrlConfigured: boolean;
  dataDir: string;
  /** The preaching library's folder (decision 0026); null means the project's data/library. */
  libraryDir: string | null;
  database: DatabaseConfig;
  supportEmail: string;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean;
  sentryDsn: string | null;
  /** Signs session cookies and tokens. Null in development means "generate one under DATA_DIR". */
  sessionSecret: string | null;
  billing: BillingConfig;
  sermonEngine: EngineConfig;
  /** Sermons one user may generate in 24 hours. */
  sermonDailyQuota: number;
  /** Saves (PUT) of sermons one member may make in a minute. */
  sermonSavesPerMinute: number;
  /** History searches (words, language or audience) one member may make in a minute. */
  historySearchesPerMinute: number;
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
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    dataDir,
    libraryDir: env.LIBRARY_DIR ? path.resolve(env.LIBRARY_DIR) : null,
    database: databaseConfig(env.DATABASE_URL, dataDir),
    supportEmail: env.SUPPORT_EMAIL ?? `support@${publicUrl.hostname}`,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? `Apostolic Sermon Studio <no-reply@${publicUrl.hostname}>`,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    sentryDsn: env.SENTRY_DSN ?? null,
    sessionSecret: env.SESSION_SECRET ?? null,
    billing: billingConfig(env),
    sermonEngine: engineConfig(env),
    sermonDailyQuota: env.SERMON_DAILY_QUOTA,
    sermonSavesPerMinute: env.SERMON_SAVES_PER_MINUTE,
    historySearchesPerMinute: env.HISTORY_SEARCHES_PER_MINUTE,
  };
}

type Env = z.output<typeof envSchema>;
/** The variables read as text (what a provider's secrets are). */
type TextVariable = { [K in keyof Env]-?: Env[K] extends string | undefined ? K : never }[keyof Env];

function engineConfig(env: Env): EngineConfig {
  if (env.SERMON_ENGINE === 'offline') return { kind: 'offline' };
  const model = required(env.AI_MODEL, 'AI_MODEL', env.SERMON_ENGINE, 'SERMON_ENGINE');
  // An OpenAI-compatible server of one's own (Ollama, vLLM…) may need no key; the hosted APIs do.
  if (!env.AI_API_KEY && (env.SERMON_ENGINE === 'anthropic' || !env.AI_BASE_URL)) {
    throw new ConfigError('AI_API_KEY', `is required when SERMON_ENGINE=${env.SERMON_ENGINE}${env.SERMON_ENGINE === 'openai' ? ' without AI_BASE_URL' : ''}`);
  }
  return { kind: env.SERMON_ENGINE, model, baseUrl: env.AI_BASE_URL ?? null, apiKey: env.AI_API_KEY ?? null, timeoutMs: env.AI_TIMEOUT_MS, maxOutputTokens: env.AI_MAX_OUTPUT_TOKENS };
}

function required<T>(value: T | undefined, variable: string, provider: string, setting = 'BILLING_PROVIDER'): T {
  if (value === undefined) throw new ConfigError(variable, `is required when ${setting}=${provider}`);
  return value;
}

/** Each paid provider's secrets: the setting each one fills, and the variable it is read from. */
const PROVIDER_SETTINGS = {
  stripe: { secretKey: 'STRIPE_SECRET_KEY', priceId: 'STRIPE_PRICE_ID', webhookSecret: 'STRIPE_WEBHOOK_SECRET' },
  lemonsqueezy: { storeId: 'LEMONSQUEEZY_STORE_ID', variantId: 'LEMONSQUEEZY_VARIANT_ID', apiKey: 'LEMONSQUEEZY_API_KEY', webhookSecret: 'LEMONSQUEEZY_WEBHOOK_SECRET' },
} as const satisfies Record<string, Record<string, TextVariable>>;

type ProviderSettings<P extends keyof typeof PROVIDER_SETTINGS> = { [K in keyof (typeof PROVIDER_SETTINGS)[P]]: string };

/** A provider's settings from the environment, each required (ConfigError names the first one missing). */
function providerSettings<P extends keyof typeof PROVIDER_SETTINGS>(env: Env, provider: P): ProviderSettings<P> {
  const variables: Record<string, TextVariable> = PROVIDER_SETTINGS[provider];
  return Object.fromEntries(Object.entries(variables).map(([setting, variable]) => [setting, required(env[variable], variable, provider)])) as ProviderSettings<P>;
}

function billingConfig(env: Env): BillingConfig {
  const pastDueGraceDays = env.BILLING_PAST_DUE_GRACE_DAYS;
  if (env.BILLING_PROVIDER === 'stripe') {
    return { provider: 'stripe', pastDueGraceDays, ...providerSettings(env, 'stripe'), apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null };
  }
  if (env.BILLING_PROVIDER === 'lemonsqueezy') {
    return { provider: 'lemonsqueezy', pastDueGraceDays, ...providerSettings(env, 'lemonsqueezy'), apiUrl: new URL(env.LEMONSQUEEZY_API_URL ?? 'https://api.lemonsqueezy.com') };
  }
  // The local provider moves no money: a production deployment must opt in to it on purpose.
  if (env.NODE_ENV === 'production' && !env.ALLOW_LOCAL_BILLING_IN_PRODUCTION) {
    throw new ConfigError('BILLING_PROVIDER', 'is local (test mode, no money moves); set stripe or lemonsqueezy, or ALLOW_LOCAL_BILLING_IN_PRODUCTION=true');
  }
  return { provider: 'local', pastDueGraceDays };
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'app.db') };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  return { kind: 'postgres', url };
}

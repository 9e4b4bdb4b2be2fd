import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('needs nothing to run: port 3000, SQLite under ./data, local outbox', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/app.db') });
    expect(config.smtpUrl).toBeNull();
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
    expect(config.supportEmail).toBe('support@localhost');
    expect(config.sentryDsn).toBeNull();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('uses PostgreSQL for a postgres URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/app' }).database.kind).toBe('postgres');
  });

  it('accepts a SQLite file path', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).database).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database).toEqual({ kind: 'sqlite', file: ':memory:' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ SUPPORT_EMAIL: 'not an email' }, 'SUPPORT_EMAIL'],
  ])('rejects %o naming %s', (env, variable) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).variable).toBe(variable);
    expect((caught as ConfigError).message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect((caught as ConfigError).message).not.toContain('\n');
  });

  it('requires a support address and a session secret in production', () => {
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ NODE_ENV: 'production', SUPPORT_EMAIL: 'help@church.org' })).toThrow(/^Invalid configuration: SESSION_SECRET is required/);
    const config = loadConfig({ NODE_ENV: 'production', SUPPORT_EMAIL: 'help@church.org', SESSION_SECRET: secret, ALLOW_LOCAL_BILLING_IN_PRODUCTION: 'true' });
    expect(config.supportEmail).toBe('help@church.org');
    expect(config.sessionSecret).toBe(secret);
  });

  it('rejects a short session secret', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/^Invalid configuration: SESSION_SECRET must be at least 32 characters/);
  });

  it('derives the sender from the public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sermons.example.org' }).mailFrom).toBe('Apostolic Sermon Studio <no-reply@sermons.example.org>');
  });

  it('bills locally by default, and refuses that in production unless allowed', () => {
    expect(loadConfig({}).billing).toEqual({ provider: 'local', pastDueGraceDays: 3 });
    const production = { NODE_ENV: 'production', SUPPORT_EMAIL: 'a@b.org', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: BILLING_PROVIDER is local \(test mode, no money moves\)/);
    expect(loadConfig({ ...production, ALLOW_LOCAL_BILLING_IN_PRODUCTION: 'true' }).billing.provider).toBe('local');
  });

  it('configures Stripe, naming each missing variable', () => {
    const stripe = { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PRICE_ID: 'price_123', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(stripe).billing).toMatchObject({ provider: 'stripe', priceId: 'price_123', apiUrl: null });
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_ID: '' })).toThrow(/^Invalid configuration: STRIPE_PRICE_ID is required when BILLING_PROVIDER=stripe$/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key/);
  });

  it('configures Lemon Squeezy with its default API address', () => {
    const lemon = { BILLING_PROVIDER: 'lemonsqueezy', LEMONSQUEEZY_STORE_ID: '12345', LEMONSQUEEZY_VARIANT_ID: '67890', LEMONSQUEEZY_API_KEY: 'key_1234567890', LEMONSQUEEZY_WEBHOOK_SECRET: 'secret123' };
    const billing = loadConfig(lemon).billing;
    expect(billing.provider).toBe('lemonsqueezy');
    expect(billing.provider === 'lemonsqueezy' && billing.apiUrl.href).toBe('https://api.lemonsqueezy.com/');
    expect(() => loadConfig({ ...lemon, LEMONSQUEEZY_WEBHOOK_SECRET: '' })).toThrow(/LEMONSQUEEZY_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ ...lemon, LEMONSQUEEZY_VARIANT_ID: '' })).toThrow(/LEMONSQUEEZY_VARIANT_ID is required/);
    expect(() => loadConfig({ ...lemon, LEMONSQUEEZY_STORE_ID: 'https://store.lemonsqueezy.com' })).toThrow(/LEMONSQUEEZY_STORE_ID must be the numeric id/);
  });

  it('configures the sermon engine', () => {
    expect(loadConfig({}).sermonEngine).toEqual({ kind: 'offline' });
    expect(loadConfig({ SERMON_ENGINE: 'openai', AI_MODEL: 'gpt-x', AI_API_KEY: 'sk-1' }).sermonEngine).toEqual({ kind: 'openai', model: 'gpt-x', baseUrl: null, apiKey: 'sk-1', timeoutMs: 60_000, maxOutputTokens: 6000 });
    expect(loadConfig({ SERMON_ENGINE: 'openai', AI_MODEL: 'gpt-x', AI_API_KEY: 'sk-1', AI_MAX_OUTPUT_TOKENS: '8000' }).sermonEngine).toMatchObject({ maxOutputTokens: 8000 });
    expect(() => loadConfig({ SERMON_ENGINE: 'openai', AI_MODEL: 'gpt-x', AI_API_KEY: 'sk-1', AI_MAX_OUTPUT_TOKENS: '10' })).toThrow(/AI_MAX_OUTPUT_TOKENS/);
    // A local OpenAI-compatible server (Ollama) needs no key.
    expect(loadConfig({ SERMON_ENGINE: 'openai', AI_MODEL: 'llama3', AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).sermonEngine).toMatchObject({ kind: 'openai', apiKey: null });
    expect(() => loadConfig({ SERMON_ENGINE: 'openai', AI_API_KEY: 'sk-1' })).toThrow(/^Invalid configuration: AI_MODEL is required when SERMON_ENGINE=openai$/);
    expect(() => loadConfig({ SERMON_ENGINE: 'anthropic', AI_MODEL: 'claude-x' })).toThrow(/^Invalid configuration: AI_API_KEY is required when SERMON_ENGINE=anthropic$/);
    expect(() => loadConfig({ SERMON_ENGINE: 'gpt' })).toThrow(/SERMON_ENGINE must be offline, openai or anthropic/);
  });
});

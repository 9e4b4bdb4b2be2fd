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
    const config = loadConfig({ NODE_ENV: 'production', SUPPORT_EMAIL: 'help@church.org', SESSION_SECRET: secret });
    expect(config.supportEmail).toBe('help@church.org');
    expect(config.sessionSecret).toBe(secret);
  });

  it('rejects a short session secret', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/^Invalid configuration: SESSION_SECRET must be at least 32 characters/);
  });

  it('derives the sender from the public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://sermons.example.org' }).mailFrom).toBe('Apostolic Sermon Studio <no-reply@sermons.example.org>');
  });
});

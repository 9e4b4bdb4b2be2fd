import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createApp } from '#server/app.ts';
import type { ClientBuild } from '#server/http/client-build.ts';
import { loadConfig, type Config } from '#server/config.ts';
import type { Dialect } from '#server/db/database.ts';
import type { SermonEngine } from '#server/generation/sermon-engine.ts';
import { createLogger } from '#server/logger.ts';
import type { MailMessage, Mailer } from '#server/mail/mailer.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './test-databases.ts';

/** Our own Mailer port, recording instead of talking SMTP (the third-party boundary). */
export interface RecordingMailer extends Mailer {
  sent: MailMessage[];
  failNext: Error | null;
}

export function createRecordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = {
    kind: 'outbox',
    sent: [],
    failNext: null,
    async send(message) {
      if (mailer.failNext) {
        const error = mailer.failNext;
        mailer.failNext = null;
        throw error;
      }
      mailer.sent.push(message);
    },
    close() {},
  };
  return mailer;
}

export interface TestContext {
  dialect: Dialect;
  app: ReturnType<typeof createApp>;
  config: Config;
  database: TestDatabase['handle'];
  mailer: RecordingMailer;
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>;
}

interface TestAppOptions {
  env?: Record<string, string>;
  client?: ClientBuild | null;
  engine?: SermonEngine;
  /** The database as the app sees it (a plugin that fails some statements, say); tests read the real one. */
  wrapDatabase?: (db: TestContext['database']['db']) => TestContext['database']['db'];
}

export async function createTestContext(dialect: Dialect, options: TestAppOptions = {}): Promise<TestContext & { close(): Promise<void> }> {
  const testDatabase = await createTestDatabase(dialect);
  const config = loadConfig({ NODE_ENV: 'test', SUPPORT_EMAIL: 'support@example.org', LOG_LEVEL: 'info', ...options.env });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger(config, sink);
  const mailer = createRecordingMailer();
  const database = options.wrapDatabase ? { ...testDatabase.handle, db: options.wrapDatabase(testDatabase.handle.db) } : testDatabase.handle;
  const app = createApp({ config, database, logger, mailer, client: options.client ?? null, ...(options.engine ? { engine: options.engine } : {}), sessionSecret: 'test-session-secret-that-is-long-enough-0123456789' });
  return { dialect, app, config, database: testDatabase.handle, mailer, logs, close: () => testDatabase.drop() };
}

/**
 * Runs a suite once per database dialect under test, each with its own fresh database and app.
 * `ctx()` gives the current suite's context inside tests.
 */
export function describeEachDatabase(name: string, body: (ctx: () => TestContext) => void, options: TestAppOptions = {}) {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      let context: (TestContext & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        context = await createTestContext(dialect, options);
      });
      afterAll(async () => {
        // An answer that broke its route's contract (decision 0037) fails the suite even where a
        // test only expected a 500, which the contract check's own 500 would otherwise pass.
        const broken = (context?.logs ?? []).filter((line) => String(line.msg).startsWith('response breaks its contract'));
        await context?.close();
        expect(broken.map((line) => line.msg), 'answers that broke their contract').toEqual([]);
      });
      body(() => {
        if (!context) throw new Error('test context not ready');
        return context;
      });
    });
  }
}

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

let lastClientIp = 0;
/** A distinct documentation-range address per call (needs TRUST_PROXY=true in the test env). */
export function uniqueClientIp(): string {
  lastClientIp += 1;
  return `198.18.${Math.floor(lastClientIp / 250) % 250}.${(lastClientIp % 250) + 1}`;
}

// Process entry: read configuration, migrate, serve, and shut down cleanly.
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveSessionSecret } from './auth/session-secret.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { loadClientBuild } from './http/client-build.ts';
import { LISTENING_SOCKETS, listenTogether } from './http/listen-sockets.ts';
import { createOfflineEngine } from './generation/offline/offline-engine.ts';
import { warmUpSermons } from './generation/warm-up.ts';
import { LibraryDataError, loadPreachingLibrary, preachingLibrary } from './library/preaching-library.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { settleHeapNow, startMemorySettler } from './memory-settler.ts';
import { startErrorReporting } from './observability/sentry.ts';
import { projectPath } from './project-paths.ts';
import { GENERATION_DEADLINE_MS } from './sermons/generation-guard.ts';

// In-flight requests get this long to finish after SIGTERM: a generation may run up to its 60 s
// deadline, and a pastor's sermon should not be lost to a deploy. Give the process manager a stop
// timeout at least this long (README, Production).
const SHUTDOWN_GRACE_MS = GENERATION_DEADLINE_MS + 5_000;
const KEEP_ALIVE_MS = 65_000;
const CLIENT_DIR = projectPath('dist/client');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The preaching library is read and checked before anything else: a malformed entry stops
// start-up with one line naming it (decision 0026).
try {
  loadPreachingLibrary(config.libraryDir);
} catch (error) {
  if (error instanceof LibraryDataError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);
startMemorySettler();
const reportError = await startErrorReporting(config);
const database = openDatabase(config.database);

try {
  const applied = await migrateToLatest(database);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
} catch (error) {
  logger.fatal({ err: error }, 'database is not reachable or could not be migrated');
  await database.close().catch(() => {});
  process.exit(1);
}

const client = loadClientBuild(CLIENT_DIR, { supportEmail: config.supportEmail, sentryDsn: config.sentryDsn, environment: config.env });
if (!client) logger.warn({ dir: CLIENT_DIR }, 'web client not built: pages answer 503 until `npm run build` runs');

// The data sermons read is loaded before the server listens, so the first sermon is not the slow one.
try {
  logger.info({ ms: await warmUpSermons(createOfflineEngine(), preachingLibrary()) }, 'sermon data loaded');
} catch (error) {
  logger.warn({ err: error }, 'sermon data could not be loaded ahead; it loads on first use');
}
// What the warm-up left behind is given back before the server listens: it started at 140-156 MB
// resident, and at 119-121 MB after one collection (decision 0053).
settleHeapNow();

const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), logger });
const app = createApp({ config, database, logger, mailer, client, reportError, sessionSecret: resolveSessionSecret(config) });

// Several sockets share the port so a saturated loop still accepts new pastors promptly (listen-sockets.ts).
const created = Array.from({ length: LISTENING_SOCKETS }, () => createAdaptorServer({ fetch: app.fetch }) as Server);
let listened: Awaited<ReturnType<typeof listenTogether>>;
try {
  listened = await listenTogether(created, config.port, config.host);
} catch (error) {
  logger.fatal({ err: error, port: config.port, host: config.host }, 'could not listen on the port');
  const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
  process.stderr.write(`${busy ? `Port ${config.port} is already in use (another copy of the server?): set PORT to a free one.` : `Could not listen on ${config.host}:${config.port}.`}\n`);
  await database.close().catch(() => {});
  process.exit(1);
}
const servers = listened.listening;
{
  const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${listened.port}`;
  logger.info({ port: listened.port, sockets: servers.length, database: database.dialect, mail: mailer.kind, publicUrl: config.publicUrl.href }, `listening on ${address}`);
  // The JSON log (stdout) is for log collectors; the person who typed `npm start` reads this line.
  if (config.logLevel !== 'silent') process.stderr.write(`${listeningLine(address)}\n`);
}

function listeningLine(address: string): string {
  const elsewhere = config.publicUrlConfigured && config.publicUrl.origin !== address ? `; users reach it at ${config.publicUrl.origin} (PUBLIC_URL)` : '';
  return `Apostolic Sermon Studio is listening on ${address}${elsewhere}`;
}

// An idle keep-alive connection is closed by the server after keepAliveTimeout; a client (a reverse
// proxy, an API client) that sends on it in the same instant gets a reset instead of an answer.
// Node's 5 s is shorter than the pauses of proxies and clients (a pastor reading between saves, a
// test between two checks), so the race is met in normal use. Idle connections are kept 65 s,
// longer than a reverse proxy's usual 60 s upstream keep-alive, so the client closes first; the
// header timeout stays above it, as Node requires.
for (const server of servers) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

// At debug level, when each connection is accepted: under saturation a new connection waits its
// turn in the listen queue (each listening socket accepts one per event-loop turn since libuv 1.45; decisions 0009, 0053).
for (const server of servers) server.on('connection', (socket: Socket) => logger.debug({ remotePort: socket.remotePort }, 'connection accepted'));

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const force = setTimeout(() => {
    logger.error('in-flight requests did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // close() stops accepting connections and resolves once in-flight requests have been answered.
  const closed = servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
  for (const server of servers) server.closeIdleConnections();
  await Promise.all(closed);
  mailer.close();
  await database.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

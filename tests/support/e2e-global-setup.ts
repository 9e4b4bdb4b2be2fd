// Starts, once for the whole run: an SMTP sink, and the real server (built client, fresh data
// folder, SQLite) on a free port, pointed at the sink. Tests find both through env variables.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { ensureBuild, SERVER_BUNDLE } from './ensure-build.ts';
import { startSmtpSink } from './smtp-sink.ts';

export default async function globalSetup() {
  ensureBuild();
  const runDir = path.resolve('e2e/.tmp', `run-${Date.now()}`);
  const mailDir = path.join(runDir, 'mail');
  fs.mkdirSync(runDir, { recursive: true });
  const sink = await startSmtpSink({ dir: mailDir });

  // A fixed port, known before start, so PUBLIC_URL (the origin the server trusts) matches the browser's.
  const freePort = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const log = fs.createWriteStream(path.join(runDir, 'server.log'));
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(freePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${freePort}`,
      // Each test browses from its own address (X-Forwarded-For), so per-address limits never
      // make one test fail another.
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'e2e-session-secret-0123456789-abcdefghijklmnop',
      DATA_DIR: path.join(runDir, 'data'),
      DATABASE_URL: '',
      SMTP_URL: sink.url,
      SUPPORT_EMAIL: 'support@sermon-studio.test',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr.pipe(log);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start; see ${runDir}/server.log`)), 20_000);
    server.once('exit', (code) => reject(new Error(`server exited with ${code}; see ${runDir}/server.log`)));
    readline.createInterface({ input: server.stdout }).on('line', (line) => {
      log.write(`${line}\n`);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg?.startsWith('listening') && entry.port) {
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        // not a log line
      }
    });
  });

  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_DB_FILE = path.join(runDir, 'data', 'app.db');

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await sink.close();
  };
}

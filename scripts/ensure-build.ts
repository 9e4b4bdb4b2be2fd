// Runs before `npm start` (and before the suites spawn a server): builds the web client and the
// server bundle when either is missing or older than its sources, so a fresh clone starts with
// one command and a deployment that already built skips it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE } from './build-server.ts';

const CLIENT_BUILT = 'dist/client/index.html';
const CLIENT_SOURCES = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];
const SERVER_SOURCES = ['src/server', 'src/shared', 'scripts/build-server.ts', 'package-lock.json'];

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function builtAt(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

function isStale(built: string, sources: string[]): boolean {
  return builtAt(built) < Math.max(...sources.map(newestChange));
}

export function ensureClientBuild(): void {
  if (!isStale(CLIENT_BUILT, CLIENT_SOURCES)) return;
  console.log(builtAt(CLIENT_BUILT) ? 'Web client sources changed: rebuilding…' : 'Building the web client (first start)…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

export async function ensureServerBuild(): Promise<void> {
  if (isStale(SERVER_BUNDLE, SERVER_SOURCES)) await buildServer();
}

if (import.meta.main) {
  ensureClientBuild();
  await ensureServerBuild();
}

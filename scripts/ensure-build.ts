// Runs before `npm start`: builds the web client when it is missing or older than its sources,
// so a fresh clone starts with one command and a deployment that already built skips it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = 'dist/client/index.html';
const sources = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log(builtAt ? 'Web client sources changed: rebuilding…' : 'Building the web client (first start)…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}

// Spawned servers run the server bundle and serve the built web client; `scripts/ensure-build.ts`
// builds either only when it is missing or older than its sources. Called before a server is
// spawned (once per process), by the suites and benchmarks that load pages, and as a vitest
// globalSetup (the default export).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_BUNDLE as BUNDLE_IN_PROJECT } from '../../scripts/build-server.ts';

const PROJECT_DIR = path.join(import.meta.dirname, '../..');
/** The server as `npm start` runs it (scripts/build-server.ts). */
export const SERVER_BUNDLE = path.join(PROJECT_DIR, BUNDLE_IN_PROJECT);

// Set once checked, and inherited by the worker processes a test runner forks after its global
// setup, so each worker does not check again.
const CHECKED = 'SERMON_STUDIO_BUILD_CHECKED';

export function ensureBuild(): void {
  if (process.env[CHECKED]) return;
  execFileSync(process.execPath, ['scripts/ensure-build.ts'], { cwd: PROJECT_DIR, stdio: 'inherit' });
  process.env[CHECKED] = '1';
}

export default function setup(): void {
  ensureBuild();
}

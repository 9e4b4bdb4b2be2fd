// The built web client, for benchmarks that load pages: scripts/ensure-build.ts builds it when it
// is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function ensureClientBuild() {
  const result = spawnSync(process.execPath, ['scripts/ensure-build.ts'], { cwd: path.join(import.meta.dirname, '..'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`scripts/ensure-build.ts exited with ${result.status}`);
}

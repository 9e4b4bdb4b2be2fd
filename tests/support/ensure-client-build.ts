// Pages need the built web client; `scripts/ensure-build.ts` builds it only when it is missing or
// older than its sources. Used by the suites and benchmarks that load pages, and as a vitest
// globalSetup (the default export).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function ensureClientBuild(): void {
  execFileSync(process.execPath, ['scripts/ensure-build.ts'], { cwd: path.join(import.meta.dirname, '../..'), stdio: 'inherit' });
}

export default function setup(): void {
  ensureClientBuild();
}

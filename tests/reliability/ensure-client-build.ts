// Pages need the built web client; `scripts/ensure-build.ts` builds it only when it is missing or
// older than its sources. Usable as a vitest globalSetup and called from the suites that load pages.
import { execFileSync } from 'node:child_process';

export function ensureClientBuild(): void {
  execFileSync(process.execPath, ['scripts/ensure-build.ts'], { stdio: 'inherit' });
}

export default function setup(): void {
  ensureClientBuild();
}

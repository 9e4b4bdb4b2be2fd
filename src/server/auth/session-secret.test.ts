import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './session-secret.ts';

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when set', () => {
    expect(resolveSessionSecret({ sessionSecret: 's'.repeat(40), dataDir: '/nonexistent' })).toBe('s'.repeat(40));
  });

  it('otherwise generates one, private to the owner, and keeps it across restarts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = resolveSessionSecret({ sessionSecret: null, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ sessionSecret: null, dataDir })).toBe(first);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

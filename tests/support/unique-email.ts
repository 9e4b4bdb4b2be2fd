import crypto from 'node:crypto';

/**
 * A fresh address per call, so tests never collide on the unique e-mail, even across processes
 * (unit workers, spawned suite servers, Playwright workers): time plus random bytes.
 */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}.${Date.now().toString(36)}.${crypto.randomBytes(4).toString('hex')}@example.org`;
}

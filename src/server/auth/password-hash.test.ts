import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('argon2id password hashing', () => {
  it('produces a salted PHC string with OWASP parameters that verifies', async () => {
    const hash = await hashPassword('Fe&Esperanza1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword({ hash, password: 'Fe&Esperanza1' })).toBe(true);
    expect(await hashPassword('Fe&Esperanza1')).not.toBe(hash);
  });

  it('rejects a wrong password and a malformed hash', async () => {
    const hash = await hashPassword('Gracia#2026');
    expect(await verifyPassword({ hash, password: 'Gracia#2027' })).toBe(false);
    expect(await verifyPassword({ hash: 'plain', password: 'Gracia#2026' })).toBe(false);
    expect(await verifyPassword({ hash: hash.replace('argon2id', 'argon2i'), password: 'Gracia#2026' })).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('Canción#1a');
    expect(await verifyPassword({ hash, password: 'Cancio\u0301n#1a' })).toBe(true);
  });
});

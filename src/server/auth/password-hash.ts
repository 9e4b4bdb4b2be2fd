// argon2id from node:crypto (Node ≥ 24.7) with OWASP's first recommended parameters:
// 19 MiB memory, 2 passes, parallelism 1. Stored as a PHC string so parameters can be raised
// later without breaking existing hashes.
import crypto from 'node:crypto';

const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;

function argon2id(password: string, nonce: Buffer, params: { memory: number; passes: number; parallelism: number; tagLength: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.argon2('argon2id', { message: password.normalize('NFKC'), nonce, ...params }, (error, derived) => (error ? reject(error) : resolve(derived)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await argon2id(password, salt, PARAMS);
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const match = PHC.exec(hash);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match;
  const expectedBytes = Buffer.from(expected!, 'base64url');
  const actual = await argon2id(password, Buffer.from(salt!, 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedBytes.length,
  });
  return actual.length === expectedBytes.length && crypto.timingSafeEqual(actual, expectedBytes);
}

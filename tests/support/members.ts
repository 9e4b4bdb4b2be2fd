import { uniqueEmail } from './unique-email.ts';
// Members of a spawned server: signed up through the real API (hashed password, real session
// cookie), with the flags only billing or the admin command may set written to its database
// directly, as those paths would.
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.ts';
import { cookiesFrom, GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { inBatches } from './in-batches.ts';
import type { ServerProcess } from './server-process.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';
import { bodyOf, servedApi } from './api-client.ts';

export interface Member {
  email: string;
  password: string;
  userId: string;
  /** The Cookie header of the member's signed-in session. */
  cookie: string;
}

let addressCounter = 0;
/** A distinct client address per call (the spawned server trusts X-Forwarded-For). */
export function nextClientIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** The spawned server's own database, for reading what it holds and setting member flags. */
export function openServerDatabase(server: Pick<ServerProcess, 'sqliteFile'>, databaseUrl?: string): DatabaseHandle {
  if (databaseUrl) return openDatabase({ kind: 'postgres', url: databaseUrl });
  if (!server.sqliteFile) throw new Error('a PostgreSQL server needs its databaseUrl');
  return openDatabase({ kind: 'sqlite', file: server.sqliteFile });
}

export async function signUpMember(
  baseUrl: string,
  database: DatabaseHandle,
  options: { subscribed?: boolean; admin?: boolean; language?: 'en' | 'es'; email?: string; password?: string } = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const response = await fetch(servedApi(baseUrl).auth['sign-up'].email.$url(), {
    method: 'POST',
    // better-auth refuses a sign-up without the origin a browser would send.
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientIp(), Origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email, password, language: options.language ?? 'en' }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const { user } = await bodyOf(response, signUpRoute.responses[200]);
  const subscribed = options.subscribed ?? true;
  if (subscribed || options.admin) {
    await database.db
      .updateTable('users')
      .set({ ...(subscribed ? { is_subscribed: true } : {}), ...(options.admin ? { is_admin: true } : {}) })
      .where('id', '=', user.id)
      .execute();
  }
  return { email, password, userId: user.id, cookie: cookiesFrom(response) };
}

/** `count` members, a few at a time (each sign-up hashes a password; the machine has two cores). */
export function signUpMembers(baseUrl: string, database: DatabaseHandle, count: number, options: Parameters<typeof signUpMember>[2] = {}): Promise<Member[]> {
  return inBatches(Array.from({ length: count }), 8, () => signUpMember(baseUrl, database, options));
}

// The session check every signed-in request makes, without better-auth's endpoint machinery.
// Measured: better-auth's getSession caps a signed-in API at ~900 req/s on this machine, most of
// it in its request pipeline, not the database; this reads the same signed cookie and the same
// session-and-user row in one query, and hands every case that is not the plain "valid session"
// (expired, due for its daily refresh) back to better-auth so its rules stay the only rules.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import type { MeResponse } from '#shared/session-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import { requestHeader } from '../http/request-header.ts';
import type { Database } from '../db/schema.ts';
import type { Auth } from './create-auth.ts';
import { publicUser } from './public-user.ts';

/** Exported for bench/same-work.ts, which replays its SQL in the history's baseline server. */
export const sessionWithUser = compiledOnce((db, token: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.language', 'users.is_subscribed', 'users.is_admin', 'sessions.expires_at'])
    .where('sessions.token', '=', token),
);

interface SessionSettings {
  cookieName: string;
  secret: string;
  /** Seconds a session lives from its last refresh, and how old a refresh may get (better-auth's session config). */
  expiresInMs: number;
  updateAgeMs: number;
}

const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

async function settings(auth: Auth): Promise<SessionSettings> {
  let found = settingsOf.get(auth);
  if (!found) {
    found = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsOf.set(auth, found);
  }
  return found;
}

/** The token inside better-auth's signed cookie value (`token.base64(HMAC-SHA256)`), or null. */
export function verifiedToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  // Compared as base64 text: decoding first would let other spellings of the same bytes through.
  const signature = Buffer.from(cookieValue.slice(dot + 1));
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The signed-in user of this request, or null without a valid session. The flags can change at
 * any time through billing or the admin command, so they are read fresh with the session, in
 * the same query, on every request (sessions are revocable: no cookie cache).
 */
export async function sessionUser(c: Context<AppEnv>, auth: Auth, db: Kysely<Database>): Promise<MeResponse | null> {
  const { cookieName, secret, expiresInMs, updateAgeMs } = await settings(auth);
  const header = requestHeader(c, 'cookie');
  const cookie = header ? parseCookies(header, cookieName)[cookieName] : undefined;
  if (!cookie) return null;
  const token = verifiedToken(cookie, secret);
  if (!token) return null;
  const [row] = await sessionWithUser.rows(db, token);
  if (!row) return null;
  const expiresAt = new Date(row.expires_at).getTime();
  const refreshedAt = expiresAt - expiresInMs;
  if (expiresAt <= Date.now() || refreshedAt + updateAgeMs <= Date.now()) {
    // Expired (better-auth deletes it) or due for its daily extension (better-auth extends it).
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    return session ? publicUser(session.user as unknown as Record<string, unknown>) : null;
  }
  return publicUser(row as unknown as Record<string, unknown>);
}

// A browser the owner has signed in from before. Strangers guessing one account's password from
// many addresses lock that account for everyone who comes without this cookie (the per-account
// limit); the owner's own browser carries it and is let through (its address is still limited).
//
// The mark is random per browser and account, and only its hash is kept (known_devices), so a
// copied cookie is not a key for a year: each sign-in replaces the mark it used, signing out ends
// this browser's mark, and a password reset ends them all.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/schema.ts';

const NAME = 'sermon-studio.known_device';
/** Accounts one browser remembers (a family sharing a computer); the oldest drops out. */
const MAX_ACCOUNTS = 4;
const MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface KnownDevices {
  /** Has this browser signed in to the account before (with a mark still alive)? */
  isKnown(c: Context<AppEnv>, email: string): Promise<boolean>;
  /** After a successful sign-in or sign-up: a new mark replaces the one used; the Set-Cookie line. */
  remember(c: Context<AppEnv>, email: string): Promise<string>;
  /** Signing out ends this browser's mark for the account. */
  forgetBrowser(c: Context<AppEnv>, userId: string): Promise<void>;
  /** A password reset ends every browser's mark for the account. */
  forgetAll(userId: string): Promise<void>;
}

const hash = (mark: string) => crypto.createHash('sha256').update(mark).digest('hex');

export function knownDevices(db: Kysely<Database>, settings: () => Promise<{ secure: boolean }>): KnownDevices {
  const cookieName = (secure: boolean) => (secure ? `__Secure-${NAME}` : NAME);
  const marksOf = async (c: Context<AppEnv>) => (getCookie(c, cookieName((await settings()).secure)) ?? '').split('.').filter((part) => /^[\w-]{22}$/.test(part)).slice(0, MAX_ACCOUNTS);
  const userIdOf = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst())?.id ?? null;
  const oldest = () => Date.now() - MAX_AGE_SECONDS * 1000;

  return {
    async isKnown(c, email) {
      const marks = await marksOf(c);
      if (marks.length === 0) return false;
      const found = await db
        .selectFrom('known_devices')
        .innerJoin('users', 'users.id', 'known_devices.user_id')
        .select('known_devices.mark_hash')
        .where('users.email', '=', email.toLowerCase())
        .where('known_devices.mark_hash', 'in', marks.map(hash))
        .where('known_devices.created_at', '>', oldest())
        .executeTakeFirst();
      return Boolean(found);
    },
    async remember(c, email) {
      const { secure } = await settings();
      const marks = await marksOf(c);
      const userId = await userIdOf(email);
      const fresh = crypto.randomBytes(16).toString('base64url');
      let kept = marks;
      if (userId) {
        await db.transaction().execute(async (trx) => {
          // The mark this browser used for the account (if any) is spent, and long-dead ones go.
          const used = marks.length ? await trx.selectFrom('known_devices').select('mark_hash').where('user_id', '=', userId).where('mark_hash', 'in', marks.map(hash)).execute() : [];
          const spent = new Set(used.map((row) => row.mark_hash));
          kept = marks.filter((mark) => !spent.has(hash(mark)));
          if (spent.size) await trx.deleteFrom('known_devices').where('mark_hash', 'in', [...spent]).execute();
          await trx.deleteFrom('known_devices').where('user_id', '=', userId).where('created_at', '<=', oldest()).execute();
          await trx.insertInto('known_devices').values({ mark_hash: hash(fresh), user_id: userId, created_at: Date.now() }).execute();
        });
      }
      return serialize(cookieName(secure), [fresh, ...kept].slice(0, MAX_ACCOUNTS).join('.'), { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: MAX_AGE_SECONDS });
    },
    async forgetBrowser(c, userId) {
      const marks = await marksOf(c);
      if (marks.length) await db.deleteFrom('known_devices').where('user_id', '=', userId).where('mark_hash', 'in', marks.map(hash)).execute();
    },
    async forgetAll(userId) {
      await db.deleteFrom('known_devices').where('user_id', '=', userId).execute();
    },
  };
}

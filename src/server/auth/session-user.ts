import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { MeResponse } from '#shared/auth-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/schema.ts';
import type { Auth } from './create-auth.ts';
import { publicUser } from './public-user.ts';

/**
 * The signed-in user of this request, read fresh from the users table (the flags can change at
 * any time through billing or the admin command), or null without a valid session.
 */
export async function sessionUser(c: Context<AppEnv>, auth: Auth, db: Kysely<Database>): Promise<MeResponse | null> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const row = await db.selectFrom('users').select(['id', 'email', 'language', 'is_subscribed', 'is_admin']).where('id', '=', session.user.id).executeTakeFirst();
  return row ? publicUser(row as unknown as Record<string, unknown>) : null;
}

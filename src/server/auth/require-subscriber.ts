import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { MeResponse } from '#shared/auth-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/schema.ts';
import { apiError } from '../http/api-error.ts';
import type { Auth } from './create-auth.ts';
import { sessionUser } from './session-user.ts';

/**
 * The server's own access check for premium APIs (DESIGN: client guards are for the experience):
 * a session (401 otherwise) and an active subscription or admin status (403 otherwise).
 */
export async function requireSubscriber(c: Context<AppEnv>, auth: Auth, db: Kysely<Database>): Promise<MeResponse | Response> {
  const user = await sessionUser(c, auth, db);
  if (!user) return apiError(c, 401, 'no_active_session');
  if (!user.is_subscribed && !user.is_admin) return apiError(c, 403, 'subscription_required');
  return user;
}

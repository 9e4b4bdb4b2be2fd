import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { MeResponse } from '#shared/session-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/schema.ts';
import { apiError } from '../http/api-error.ts';
import type { Auth } from './create-auth.ts';
import { sessionUser } from './session-user.ts';

/** The code a premium refusal carries beside its localized text, for clients to decide by. */
const SUBSCRIPTION_REQUIRED_CODE = 'SUBSCRIPTION_REQUIRED';

/**
 * The server's own check for the signed-in member's own data (DESIGN: client guards are for the
 * experience): a session, or 401. A member whose subscription ended still reads their own
 * sermons (decision 0024); the routes themselves keep every query to the member's own rows.
 */
export async function requireMember(c: Context<AppEnv>, auth: Auth, db: Kysely<Database>): Promise<MeResponse | Response> {
  const user = await sessionUser(c, auth, db);
  if (!user) return apiError(c, 401, 'no_active_session');
  return user;
}

/**
 * The check for premium APIs (preparing, editing, preaching): a session (401 otherwise) and an
 * active subscription or admin status (403 `SUBSCRIPTION_REQUIRED` otherwise).
 */
export async function requireSubscriber(c: Context<AppEnv>, auth: Auth, db: Kysely<Database>): Promise<MeResponse | Response> {
  const user = await requireMember(c, auth, db);
  if (user instanceof Response) return user;
  if (!user.is_subscribed && !user.is_admin) return apiError(c, 403, 'subscription_required', { code: SUBSCRIPTION_REQUIRED_CODE });
  return user;
}

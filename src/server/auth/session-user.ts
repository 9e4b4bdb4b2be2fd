import type { Context } from 'hono';
import type { MeResponse } from '#shared/auth-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from './create-auth.ts';
import { publicUser } from './public-user.ts';

/**
 * The signed-in user of this request, or null without a valid session. The flags can change at
 * any time through billing or the admin command, so they must be read fresh: better-auth reads
 * the session joined with its user row in one query on every call (no cookie cache is
 * configured, see create-auth.ts), and the flags are among the user's fields.
 */
export async function sessionUser(c: Context<AppEnv>, auth: Auth): Promise<MeResponse | null> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  return session ? publicUser(session.user as unknown as Record<string, unknown>) : null;
}

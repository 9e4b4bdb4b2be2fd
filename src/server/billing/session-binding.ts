import crypto from 'node:crypto';
import type { Context } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/create-auth.ts';
import { verifiedToken } from '../auth/session-user.ts';
import { requestHeader } from '../http/request-header.ts';

/**
 * A short digest of this request's session token, to bind a page token to the session that made
 * it: the token itself never leaves the cookie, and another session (or none, after sign-out)
 * gives another digest.
 */
export async function sessionBinding(c: Context<AppEnv>, auth: Auth): Promise<string | null> {
  const context = await auth.$context;
  const name = context.authCookies.sessionToken.name;
  const header = requestHeader(c, 'cookie');
  const cookie = header ? parseCookies(header, name)[name] : undefined;
  const token = cookie ? verifiedToken(cookie, context.secret) : null;
  return token ? crypto.createHash('sha256').update(`local-billing-page:${token}`).digest('base64url').slice(0, 32) : null;
}

import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { checkRoute } from '../http/route-contract.ts';
import { validateJson } from '../http/validate.ts';
import { getMeRoute, resetTokenRoute, sessionRoute, signOutSessionRoute, updateMeRoute } from './account-contract.ts';
import { looksLikeToken } from './auth-routes.ts';
import type { Auth } from './create-auth.ts';
import type { KnownDevices } from './known-device.ts';
import { renameMember, withTrial, type MemberAccountDeps } from './member-account.ts';
import { sessionUser } from './session-user.ts';

export function accountRoutes({ auth, db, devices }: { auth: Auth; db: MemberAccountDeps['db']; devices: KnownDevices }) {
  return (
    new Hono<AppEnv>()
      // GET /api/me: who is signed in, with the access flags the guards need (product §2, §6).
      .get('/me', checkRoute(getMeRoute), async (c) => {
        c.header('Cache-Control', 'no-store');
        const user = await sessionUser(c, auth, db);
        if (!user) return apiError(c, 401, 'no_active_session', { code: 'SESSION_EXPIRED' });
        return c.json(await withTrial({ db }, user));
      })
      // PATCH /api/me { name }: the member's own name, shown where the app greets them.
      .patch('/me', checkRoute(updateMeRoute), validateJson(updateMeRoute.request.body, { invalid: (c, fields) => apiError(c, 400, 'invalid_request', { code: 'VALIDATION_ERROR', fields }) }), async (c) => {
        c.header('Cache-Control', 'no-store');
        const user = await sessionUser(c, auth, db);
        if (!user) return apiError(c, 401, 'no_active_session', { code: 'SESSION_EXPIRED' });
        return c.json(await renameMember({ db }, user, c.req.valid('json').name));
      })
      // GET /api/session: the same question for the app's own pages, answered 200 either way
      // (`{user: null}` signed out), so a visitor's browser logs no failed request.
      .get('/session', checkRoute(sessionRoute), async (c) => {
        c.header('Cache-Control', 'no-store');
        const user = await sessionUser(c, auth, db);
        return c.json({ user: user && (await withTrial({ db }, user)) });
      })
      // POST /api/session/sign-out { scope }: this device (local), every device (global), or every
      // other device (others). Local and global also clear this browser's cookie. No body (or null)
      // is this device.
      .post('/session/sign-out', checkRoute(signOutSessionRoute), validateJson(signOutSessionRoute.request.body, { optional: true, invalid: (c, fields) => apiError(c, 400, 'invalid_request', { code: 'VALIDATION_ERROR', fields }) }), async (c) => {
        const headers = c.req.raw.headers;
        const { scope } = c.req.valid('json');
        const session = await auth.api.getSession({ headers });
        if (scope === 'others') {
          if (!session) return apiError(c, 401, 'no_active_session', { code: 'SESSION_EXPIRED' });
          await auth.api.revokeOtherSessions({ headers });
          return c.json({ success: true });
        }
        if (session && scope === 'global') await auth.api.revokeSessions({ headers });
        // The device mark that lets the owner past a lockout ends with the sign-out: this browser's,
        // or every browser's when signing out everywhere.
        if (session) await (scope === 'global' ? devices.forgetAll(session.user.id) : devices.forgetBrowser(c, session.user.id));
        const response = await auth.api.signOut({ headers, asResponse: true });
        for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
        return c.json({ success: true });
      })
      // GET /api/account/reset-token?token=…: lets the reset page tell a dead link before the user types.
      .get('/account/reset-token', checkRoute(resetTokenRoute), async (c) => {
        c.header('Cache-Control', 'no-store');
        const token = c.req.query('token') ?? '';
        const context = await auth.$context;
        const verification = token && token.length <= 200 && looksLikeToken(token) ? await context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
        if (!verification || new Date(verification.expiresAt) < new Date()) return apiError(c, 400, 'invalid_token', { code: 'INVALID_TOKEN' });
        return c.json({ valid: true });
      })
  );
}

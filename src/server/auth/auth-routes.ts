import { Hono, type Context } from 'hono';
import type { AuthErrorCode } from '#shared/auth-schemas.ts';
import { unmetPasswordRules } from '#shared/password-rules.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { clientIp } from '../http/client-ip.ts';
import { validateJson, type InvalidAnswer } from '../http/validate.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { authErrorCode, MESSAGE_OF } from './auth-error-mapping.ts';
import { checkRoute } from '../http/route-contract.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import {
  changePasswordRoute,
  getSessionRoute,
  requestPasswordResetRoute,
  resetPasswordRoute,
  revokeOtherSessionsRoute,
  revokeSessionsRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from './auth-contract.ts';
import { CLIENT_IP_HEADER, RESET_LANGUAGE_HEADER, type Auth } from './create-auth.ts';
import type { KnownDevices } from './known-device.ts';
import { publicUser } from './public-user.ts';

/** Reset tokens are better-auth ids (letters and digits); anything else cannot be one. */
export function looksLikeToken(token: string): boolean {
  return /^[\x21-\x7e]+$/.test(token);
}

interface AuthRouteDeps {
  auth: Auth;
  limiter: RateLimiter;
  trustProxy: boolean;
  devices: KnownDevices;
}

/**
 * /api/auth/*: better-auth's handler (sessions, cookies, its rate limiter, origin checks) behind
 * our validation (the shared rules of product §5), per-account limits, and our error shape
 * `{ error, code }` in the request's language.
 */
export function authRoutes({ auth, limiter, trustProxy, devices }: AuthRouteDeps) {

  /**
   * better-auth checks for an existing user and then inserts, so two concurrent sign-ups of one
   * address both pass the check and the loser fails on the unique index (a 5xx). Within this
   * instance they are queued per address; across instances the loser is asked again, and then
   * sees the winner's user and gets the ordinary "already registered" answer.
   */
  const signUpsInFlight = new Map<string, Promise<unknown>>();
  async function oneSignUpPerEmail(email: string, work: () => Promise<Response>): Promise<Response> {
    const current = (signUpsInFlight.get(email) ?? Promise.resolve()).catch(() => undefined).then(work);
    signUpsInFlight.set(email, current);
    try {
      return await current;
    } finally {
      if (signUpsInFlight.get(email) === current) signUpsInFlight.delete(email);
    }
  }

  async function forward(c: Context<AppEnv>, body?: unknown): Promise<Response> {
    return reshape(c, await auth.handler(await providerRequest(c, body)));
  }

  /** The request better-auth gets: our client address header, and the validated body only. */
  async function providerRequest(c: Context<AppEnv>, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Request> {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, trustProxy));
    headers.delete(RESET_LANGUAGE_HEADER);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    } else if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      payload = await c.req.arrayBuffer();
    }
    return new Request(c.req.url, { method: c.req.method, headers, body: payload });
  }

  return (
    new Hono<AppEnv>()
      .post('/sign-up/email', checkRoute(signUpRoute), validateJson(signUpRoute.request.body, { invalid: refusedInput }), async (c) => {
        const data = c.req.valid('json');
        // Only these keys reach better-auth: nothing a client adds (is_admin…) goes further.
        const body = { email: data.email, password: data.password, name: data.name ?? '', language: data.language };
        const response = await oneSignUpPerEmail(data.email, async () => {
          const first = await forward(c, body);
          return first.status >= 500 ? forward(c, body) : first;
        });
        if (response.status === 200) response.headers.append('Set-Cookie', await devices.remember(c, data.email));
        return response;
      })

      .post('/sign-in/email', checkRoute(signInRoute), validateJson(signInRoute.request.body, { invalid: refusedInput }), async (c) => {
        const data = c.req.valid('json');
        if (!(await devices.isKnown(c, data.email))) {
          const limit = await limiter.hit(ACCOUNT_LIMITS.signIn, data.email);
          if (!limit.allowed) {
            c.header('Retry-After', String(limit.retryAfterSeconds));
            return authError(c, 429, 'RATE_LIMITED');
          }
        }
        const response = await forward(c, { email: data.email, password: data.password, rememberMe: true });
        if (response.status === 200) response.headers.append('Set-Cookie', await devices.remember(c, data.email));
        return response;
      })

      .post('/request-password-reset', checkRoute(requestPasswordResetRoute), validateJson(requestPasswordResetRoute.request.body, { invalid: refusedInput }), async (c) => {
        const data = c.req.valid('json');
        const address = await limiter.hit(ACCOUNT_LIMITS.resetRequestAddress, clientIp(c, trustProxy));
        if (!address.allowed) {
          c.header('Retry-After', String(address.retryAfterSeconds));
          return authError(c, 429, 'RATE_LIMITED');
        }
        // Strangers asking for an account's links use up its hourly mails; the owner's own browser (its
        // device mark) still gets one, as it still gets past the sign-in lock.
        const account = await limiter.hit(ACCOUNT_LIMITS.resetRequest, data.email);
        if (!account.allowed && (await devices.isKnown(c, data.email))) account.allowed = true;
        // The answer goes out before the account is even looked up, so it takes the same time and
        // says the same whether the address has an account or not: the lookup, the new link and the
        // mail all happen after it. Past the account limit no mail goes out, and the answer is the same.
        if (account.allowed) {
          // The e-mail is written in the language of the page it was asked from (issue 26).
          const request = await providerRequest(c, { email: data.email }, data.language ? { [RESET_LANGUAGE_HEADER]: data.language } : {});
          const logger = c.get('logger');
          setImmediate(() => {
            auth
              .handler(request)
              .then((response) => {
                if (response.status >= 400) logger.warn({ status: response.status }, 'password reset request not carried out');
              })
              .catch((error: unknown) => logger.error({ err: error }, 'password reset request failed'));
          });
        }
        return c.json({ status: true });
      })

      .post('/reset-password', checkRoute(resetPasswordRoute), validateJson(resetPasswordRoute.request.body, { invalid: refusedInput }), async (c) => {
        const data = c.req.valid('json');
        // A NUL or other control character would reach the token lookup, which PostgreSQL refuses (500).
        if (!looksLikeToken(data.token)) return authError(c, 400, 'INVALID_TOKEN', { fields: { token: 'invalid_token' } });
        return forward(c, { token: data.token, newPassword: data.password });
      })

      // Signing out ends this browser's device mark for the account as well as the session.
      .post('/sign-out', checkRoute(signOutRoute), async (c) => {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        const response = await forward(c);
        if (session && response.status === 200) await devices.forgetBrowser(c, session.user.id);
        return response;
      })

      // product §5: the new password by the one policy; better-auth checks the current one (a wrong one
      // is INVALID_EMAIL_OR_PASSWORD) and, asked to, ends every other session of the account and
      // gives this browser a fresh one.
      .post('/change-password', checkRoute(changePasswordRoute), validateJson(changePasswordRoute.request.body, { invalid: refusedInput }), async (c) => {
        const data = c.req.valid('json');
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        const response = await forward(c, { currentPassword: data.currentPassword, newPassword: data.newPassword, revokeOtherSessions: true });
        // A new password ends every other browser's device mark too; this browser keeps a fresh one.
        if (session && response.status === 200) {
          await devices.forgetAll(session.user.id);
          response.headers.append('Set-Cookie', await devices.remember(c, session.user.email));
        }
        return response;
      })

      // Forwarded as they are; every other endpoint better-auth ships stays unreachable.
      .get('/get-session', checkRoute(getSessionRoute), (c) => forward(c))
      .post('/revoke-sessions', checkRoute(revokeSessionsRoute), (c) => forward(c))
      .post('/revoke-other-sessions', checkRoute(revokeOtherSessionsRoute), (c) => forward(c))
      .all('*', (c) => apiError(c, 404, 'not_found'))
  );
}

/**
 * Refused input in the auth API's shape `{error, code, fields}`: the code tells the client which
 * rule failed, and a weak password lists the unmet rules (product §5).
 */
const refusedInput: InvalidAnswer = async (c, fields) => {
  // The new password is `password` on sign-up and reset, `newPassword` on a change.
  const weakField = (['password', 'newPassword'] as const).find((field) => fields[field] === 'weak_password');
  if (weakField) {
    // The body was read (and cached) by the validator; it is JSON here.
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown> | null;
    const sent = body?.[weakField];
    const reasons = typeof sent === 'string' ? unmetPasswordRules(sent) : [];
    return authError(c, 400, 'WEAK_PASSWORD', { fields, reasons });
  }
  if (fields.email === 'invalid_email') return authError(c, 400, 'INVALID_EMAIL', { fields });
  if (fields.token) return authError(c, 400, 'INVALID_TOKEN', { fields });
  return authError(c, 400, 'VALIDATION_ERROR', { fields });
};

function authError(c: Context, status: 400 | 401 | 403 | 404 | 422 | 429 | 500, code: AuthErrorCode, details: Record<string, unknown> = {}) {
  return apiError(c, status, MESSAGE_OF[code], { code, ...details });
}

/**
 * better-auth answers `{ code, message }` on errors and `{ token, user }` on sign-in. The client
 * gets `{ error, code }`, and never the session token in a body (it lives in the httpOnly cookie).
 */
async function reshape(c: Context<AppEnv>, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;

  if (response.status >= 400) {
    const code = authErrorCode(response.status, data?.code);
    const retryAfter = response.headers.get('x-retry-after');
    if (retryAfter) headers.set('Retry-After', retryAfter);
    // A failure of ours is a 5xx whatever status better-auth chose, so clients retry it instead of blaming the input.
    const status = code === 'SERVER_ERROR' && response.status < 500 ? 500 : response.status;
    if (code === 'SERVER_ERROR') c.get('logger').error({ status: response.status, provider: data }, 'auth provider error');
    const body = await authError(c, status as 400, code).json();
    return new Response(JSON.stringify(body), { status, headers });
  }

  const body = withoutSessionTokens(data) as Record<string, unknown> | null;
  if (body && typeof body.user === 'object' && body.user) body.user = publicUser(body.user as Record<string, unknown>);
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * better-auth puts the session token in bodies: `token` beside the user on sign-in and sign-up,
 * `session.token` in get-session. Any `token` at any depth is dropped, so no endpoint a script in
 * the page can call reads the credential the httpOnly cookie keeps from it.
 */
function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionTokens);
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.toLowerCase() !== 'token') copy[key] = withoutSessionTokens(item);
  }
  return copy;
}

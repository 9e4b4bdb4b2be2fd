import { z } from 'zod';
import { AUTH_ERROR_CODES, changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from '#shared/auth-schemas.ts';
import { meResponseSchema } from '#shared/session-schemas.ts';
import { PASSWORD_RULES } from '#shared/password-rules.ts';
import { LIMITS } from '../http/limits.ts';
import { apiErrorSchema, errorAnswers, type ResponseContract } from '../http/response-contract.ts';
import { bodyLimitWords, rateLimitWords, routeGroup } from '../http/route-contract.ts';
import { ACCOUNT_LIMITS } from './account-limits.ts';
import { AUTH_LIMITS } from './create-auth.ts';

const BETTER_AUTH_DOCS = 'https://www.better-auth.com/docs/concepts/api';

/**
 * The auth API's refusals: the localized `error`, a `code` the client decides by, and for refused
 * input the fields' codes (and, for a weak password, the rules it does not meet).
 */
export const authErrorSchema = z
  .strictObject({
    error: z.string(),
    code: z.enum(AUTH_ERROR_CODES),
    fields: z.record(z.string(), z.string()).optional(),
    reasons: z.array(z.enum(PASSWORD_RULES)).optional(),
  })
  .meta({ description: 'An auth refusal: `error` in the request\'s language and a `code` the client decides by.' });

/**
 * The statuses every auth route may answer: its own refusals in the auth shape, or, from the body
 * and JSON checks every route shares (a body that is not JSON, too deep, too large), the plain one.
 */
export const authRefusalSchema = z.union([authErrorSchema, apiErrorSchema]);
function authErrorAnswers(...statuses: number[]): ResponseContract {
  return Object.fromEntries(Object.keys(errorAnswers(401, 403, ...statuses)).map((status) => [Number(status), authRefusalSchema]));
}

/** The member as a sign-up, sign-in or password change answers it (no session token: it is in the cookie). */
const signedInSchema = z.strictObject({ user: meResponseSchema });
const statusSchema = z.strictObject({ status: z.boolean() });

const perAddress = (path: keyof typeof AUTH_LIMITS.perAddress) =>
  rateLimitWords({ limit: AUTH_LIMITS.perAddress[path].max, windowMs: AUTH_LIMITS.perAddress[path].window * 1000 }, 'per client address');
const apiBody = bodyLimitWords(LIMITS.apiBodyBytes);
const wrapped = `Served by [better-auth](${BETTER_AUTH_DOCS}) behind our own input check (the shared schema), limits and error shape \`{error, code}\`; the session travels in an httpOnly cookie, never in a body.`;

const authRoute = routeGroup({ tag: 'Accounts', access: 'public' });

export const signUpRoute = authRoute({
  method: 'POST',
  path: '/api/auth/sign-up/email',
  summary: 'Create an account and sign in',
  description: `${wrapped} A new password meets the one policy (8–128 characters, upper and lower case, a digit, a symbol); a weak one answers \`WEAK_PASSWORD\` with the unmet rules in \`reasons\`.`,
  request: { body: signUpSchema },
  responses: { ...authErrorAnswers(422), 200: signedInSchema },
  limits: [perAddress('/sign-up/email'), apiBody],
});

export const signInRoute = authRoute({
  method: 'POST',
  path: '/api/auth/sign-in/email',
  summary: 'Sign in with e-mail and password',
  description: `${wrapped} A wrong address or password is one answer, \`INVALID_EMAIL_OR_PASSWORD\`.`,
  request: { body: signInSchema },
  responses: { ...authErrorAnswers(), 200: z.strictObject({ redirect: z.boolean(), url: z.string().optional(), user: meResponseSchema }) },
  limits: [
    perAddress('/sign-in/email'),
    `${rateLimitWords(ACCOUNT_LIMITS.signIn, 'per account')} A browser the owner signed in from before is not held by it.`,
    apiBody,
  ],
});

export const requestPasswordResetRoute = authRoute({
  method: 'POST',
  path: '/api/auth/request-password-reset',
  summary: 'Mail a password-reset link',
  description: `${wrapped} Answered \`{status: true}\` before the account is looked up, the same whether the address has an account or not; the link is mailed just after, in \`language\`.`,
  request: { body: forgotPasswordSchema },
  responses: { ...authErrorAnswers(), 200: z.strictObject({ status: z.literal(true) }) },
  limits: [rateLimitWords(ACCOUNT_LIMITS.resetRequestAddress, 'per client address'), `At most ${ACCOUNT_LIMITS.resetRequest.limit} e-mails per hour per account (beyond it the answer is the same and no mail goes out).`, apiBody],
});

export const resetPasswordRoute = authRoute({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Set a new password with a mailed link',
  description: `${wrapped} The link works once; every other session and link of the account ends. It signs nobody in.`,
  request: { body: resetPasswordSchema },
  responses: { ...authErrorAnswers(), 200: statusSchema },
  limits: [perAddress('/reset-password'), apiBody],
});

export const signOutRoute = authRoute({
  method: 'POST',
  path: '/api/auth/sign-out',
  summary: 'Sign out this browser (better-auth)',
  description: `${wrapped} Also ends this browser's known-device mark. The app itself uses \`POST /api/session/sign-out\`.`,
  responses: { ...authErrorAnswers(), 200: z.strictObject({ success: z.boolean() }) },
  limits: [apiBody],
});

export const changePasswordRoute = authRoute({
  method: 'POST',
  path: '/api/auth/change-password',
  summary: 'Change the password, signing out every other device',
  description: `${wrapped} A wrong current password is \`INVALID_EMAIL_OR_PASSWORD\`; this browser gets a fresh session.`,
  access: 'member',
  request: { body: changePasswordSchema },
  responses: { ...authErrorAnswers(), 200: signedInSchema },
  limits: [perAddress('/change-password'), apiBody],
});

/** better-auth's own session object, without its token (dropped from every body). */
const betterAuthSessionSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
});

export const getSessionRoute = authRoute({
  method: 'GET',
  path: '/api/auth/get-session',
  summary: 'The current session (better-auth)',
  description: `Forwarded to [better-auth's get-session](${BETTER_AUTH_DOCS}); \`null\` when signed out. Its \`token\` is dropped. The app itself asks \`GET /api/session\`.`,
  responses: { ...authErrorAnswers(), 200: z.strictObject({ session: betterAuthSessionSchema, user: meResponseSchema }).nullable() },
});

export const revokeSessionsRoute = authRoute({
  method: 'POST',
  path: '/api/auth/revoke-sessions',
  summary: 'End every session of the account (better-auth)',
  description: `Forwarded to [better-auth's revoke-sessions](${BETTER_AUTH_DOCS}). The app itself uses \`POST /api/session/sign-out\` with \`scope: "global"\`.`,
  access: 'member',
  responses: { ...authErrorAnswers(), 200: statusSchema },
  limits: [apiBody],
});

export const revokeOtherSessionsRoute = authRoute({
  method: 'POST',
  path: '/api/auth/revoke-other-sessions',
  summary: 'End every other session of the account (better-auth)',
  description: `Forwarded to [better-auth's revoke-other-sessions](${BETTER_AUTH_DOCS}). The app itself uses \`POST /api/session/sign-out\` with \`scope: "others"\`.`,
  access: 'member',
  responses: { ...authErrorAnswers(), 200: statusSchema },
  limits: [apiBody],
});

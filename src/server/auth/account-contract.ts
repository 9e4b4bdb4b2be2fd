import { z } from 'zod';
import { signOutSchema, updateMeSchema } from '#shared/auth-schemas.ts';
import { meResponseSchema, sessionResponseSchema, signOutResponseSchema } from '#shared/session-schemas.ts';
import { LIMITS } from '../http/limits.ts';
import { errorAnswers } from '../http/response-contract.ts';
import { bodyLimitWords, rateLimitWords, routeGroup } from '../http/route-contract.ts';

const apiBody = bodyLimitWords(LIMITS.apiBodyBytes);

const accountRoute = routeGroup({ tag: 'Accounts', access: 'public' });

export const getMeRoute = accountRoute({
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in member',
  description: 'Who is signed in, with the access flags the app decides by, and whether the free trial is spent. 401 `SESSION_EXPIRED` when nobody is.',
  access: 'member',
  responses: { ...errorAnswers(401), 200: meResponseSchema },
});

export const updateMeRoute = accountRoute({
  method: 'PATCH',
  path: '/api/me',
  summary: "Change the member's name",
  description: 'The name the app greets the member by (an empty one clears it); answers the member as `GET /api/me` does, without `trial_used`.',
  access: 'member',
  request: { body: updateMeSchema },
  responses: { ...errorAnswers(401), 200: meResponseSchema },
  limits: [apiBody],
});

export const sessionRoute = accountRoute({
  method: 'GET',
  path: '/api/session',
  summary: 'Whether anyone is signed in',
  description: "The app's own question, answered 200 either way (`{user: null}` signed out), so a visitor's browser logs no failed request.",
  responses: { ...errorAnswers(), 200: sessionResponseSchema },
});

export const signOutSessionRoute = accountRoute({
  method: 'POST',
  path: '/api/session/sign-out',
  summary: 'Sign out this device, every device, or every other device',
  description: '`scope`: `local` (this device, the default, also with no body), `global` (every device) or `others` (every other device, 401 when signed out). Local and global clear this browser\'s cookie and its known-device mark.',
  request: { body: signOutSchema, bodyOptional: true },
  responses: { ...errorAnswers(401), 200: signOutResponseSchema },
  limits: [apiBody],
});

export const resetTokenRoute = accountRoute({
  method: 'GET',
  path: '/api/account/reset-token',
  summary: 'Whether a password-reset link still works',
  description: 'Lets the reset page tell a dead link before the user types: 400 `INVALID_TOKEN` for an unknown, used or expired one.',
  // Read by hand (any token is looked up, a malformed one refused as invalid): documented here.
  request: { query: z.object({ token: z.string().max(200) }) },
  responses: { ...errorAnswers(), 200: z.strictObject({ valid: z.literal(true) }) },
  limits: [rateLimitWords(LIMITS.resetTokenCheck, 'per client address')],
});

// The answers every page reads before anything else — is anyone signed in, and who — written with
// zod/mini: the first page parses them, and classic zod would be a sixth of its JavaScript (issue
// 29, decision 0047). The server declares its routes with these same schemas (classic zod wraps
// them), so the shape stays one, end to end.
import { z } from 'zod/mini';
import { LANGUAGES } from './languages.ts';

/** What GET /api/me answers: the spec's user plus the chosen language. */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The name the member gave, or '' when none was given. */
  name: z.string(),
  language: z.enum(LANGUAGES),
  is_subscribed: z.boolean(),
  is_admin: z.boolean(),
  /**
   * The account has had a subscription before (a provider's event left its row), so its free trial
   * is spent (decision 0018): the app then offers the plan without the trial. Only GET /api/me
   * answers it; a sign-in's answer leaves it out and the app reads /api/me right after.
   */
  trial_used: z.optional(z.boolean()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * What GET /api/session answers, signed in or not: the app's own question "is anyone signed in?",
 * so a visitor's pages make no failed request (GET /api/me keeps its 401 for API clients).
 */
export const sessionResponseSchema = z.object({ user: z.nullable(meResponseSchema) });

/** POST /api/session/sign-out answers `{success: true}`. */
export const signOutResponseSchema = z.object({ success: z.boolean() });

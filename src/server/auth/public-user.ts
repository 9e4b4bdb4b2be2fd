import type { MeResponse } from '#shared/auth-schemas.ts';
import { isLanguage } from '#shared/languages.ts';

/** The user as the client may see it, whichever shape it came in (better-auth object or DB row). */
export function publicUser(user: Record<string, unknown>): MeResponse {
  return {
    id: String(user.id),
    email: String(user.email),
    language: isLanguage(user.language) ? user.language : 'en',
    is_subscribed: user.is_subscribed === true || user.is_subscribed === 1,
    is_admin: user.is_admin === true || user.is_admin === 1,
  };
}

import type { MeResponse } from '#shared/session-schemas.ts';
import { isLanguage } from '#shared/languages.ts';
import { toBoolean, type DbBoolean } from '../db/schema.ts';

/** The user as the client may see it, whichever shape it came in (better-auth object or DB row). */
export function publicUser(user: Record<string, unknown>): MeResponse {
  return {
    id: String(user.id),
    email: String(user.email),
    name: typeof user.name === 'string' ? user.name : '',
    language: isLanguage(user.language) ? user.language : 'en',
    is_subscribed: toBoolean(user.is_subscribed as DbBoolean),
    is_admin: toBoolean(user.is_admin as DbBoolean),
  };
}

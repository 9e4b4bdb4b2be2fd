import type { MeResponse } from '#shared/session-schemas.ts';
import type { Language } from '#shared/languages.ts';
import { safeReturnPath } from '#client/lib/auth/redirect-target.ts';
import { hasAccess } from '#client/lib/auth/use-auth.ts';

/**
 * Where a signed-in user goes (product §2 Login): back to the page that sent them to sign in, else
 * the dashboard when they have access (subscribed or admin), else the plan offer.
 */
export function afterSignInPath(user: MeResponse, language: Language, from: string | null): string {
  const back = safeReturnPath(from);
  if (back) return back;
  return hasAccess({ user, lookupFailed: false }) ? `/${language}/dashboard` : `/${language}/subscribe`;
}

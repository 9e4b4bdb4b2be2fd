import type { MeResponse } from '#shared/session-schemas.ts';
import { apiRequest } from '../api-client.ts';
import { isSessionResponse } from '../compiled-checks.generated.ts';

/**
 * The signed-in user, or null when nobody is signed in. Asks GET /api/session, which answers 200
 * either way, so a visitor's page logs no failed request. Other failures throw.
 */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  return (await apiRequest((api) => api.session.$get(undefined, { init: { signal } }), isSessionResponse)).user;
}

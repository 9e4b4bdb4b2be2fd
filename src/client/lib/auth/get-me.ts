import { meResponseSchema, type MeResponse } from '#shared/auth-schemas.ts';
import { ApiRequestError, apiRequest } from '../api-client.ts';

/** The signed-in user, or null when there is no session (401). Other failures throw. */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiRequest('/api/me', meResponseSchema, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

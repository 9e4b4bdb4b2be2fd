import { apiRequest } from '#client/lib/api-client.ts';
import type { UpdateMeInput } from '#shared/auth-schemas.ts';
import { meResponseSchema, type MeResponse } from '#shared/session-schemas.ts';

/** PATCH /api/me: the member's own name; answers the member as it now is. */
export function updateMe(body: UpdateMeInput, signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest((api) => api.me.$patch({ json: body }, { init: { signal } }), meResponseSchema);
}

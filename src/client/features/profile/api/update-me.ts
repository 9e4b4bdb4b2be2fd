import { apiFetch } from '#client/lib/api-client.ts';
import { meResponseSchema, type MeResponse, type UpdateMeInput } from '#shared/auth-schemas.ts';

/** PATCH /api/me: the member's own name; answers the member as it now is. */
export async function updateMe(body: UpdateMeInput, signal?: AbortSignal): Promise<MeResponse> {
  return meResponseSchema.parse(await apiFetch<unknown>('/api/me', { method: 'PATCH', body, signal }));
}

import { apiSend } from '#client/lib/api-client.ts';
import type { ChangePasswordInput } from '#shared/auth-schemas.ts';

/** POST /api/auth/change-password: the session stays (a fresh one), every other device is signed out. */
export function changePassword(body: ChangePasswordInput, signal?: AbortSignal): Promise<unknown> {
  return apiSend((api) => api.auth['change-password'].$post({ json: body }, { init: { signal } }));
}

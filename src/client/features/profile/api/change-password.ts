import { apiFetch } from '#client/lib/api-client.ts';
import type { ChangePasswordInput } from '#shared/auth-schemas.ts';

/** POST /api/auth/change-password: the session stays (a fresh one), every other device is signed out. */
export function changePassword(body: ChangePasswordInput, signal?: AbortSignal): Promise<unknown> {
  return apiFetch<unknown>('/api/auth/change-password', { method: 'POST', body, signal });
}

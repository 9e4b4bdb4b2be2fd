import { apiFetch } from '#client/lib/api-client.ts';

/** GET /api/account/reset-token → { valid: true }, or 400 INVALID_TOKEN for an unknown, used or expired link. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<unknown> {
  return apiFetch<unknown>(`/api/account/reset-token?token=${encodeURIComponent(token)}`, { signal });
}

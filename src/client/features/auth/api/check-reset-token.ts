import { apiSend } from '#client/lib/api-client.ts';

/** GET /api/account/reset-token → { valid: true }, or 400 INVALID_TOKEN for an unknown, used or expired link. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<unknown> {
  return apiSend((api) => api.account['reset-token'].$get({ query: { token } }, { init: { signal } }));
}

import { apiSend } from '#client/lib/api-client.ts';

export interface ResetPasswordBody {
  token: string;
  password: string;
}

/** POST /api/auth/reset-password. It does not sign anyone in, and it ends every session of the account. */
export function resetPassword(body: ResetPasswordBody, signal?: AbortSignal): Promise<unknown> {
  return apiSend((api) => api.auth['reset-password'].$post({ json: body }, { init: { signal } }));
}

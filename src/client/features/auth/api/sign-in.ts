import { apiSend } from '#client/lib/api-client.ts';

export interface SignInBody {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email → { user }; the session travels in an httpOnly cookie. */
export function signIn(body: SignInBody, signal?: AbortSignal): Promise<unknown> {
  return apiSend((api) => api.auth['sign-in'].email.$post({ json: body }, { init: { signal } }));
}

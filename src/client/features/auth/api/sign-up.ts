import type { Language } from '#shared/languages.ts';
import { apiSend } from '#client/lib/api-client.ts';

export interface SignUpBody {
  /** Optional: how the app greets the member. */
  name?: string;
  email: string;
  password: string;
  language: Language;
}

/** POST /api/auth/sign-up/email → { user } and a session cookie. */
export function signUp(body: SignUpBody, signal?: AbortSignal): Promise<unknown> {
  return apiSend((api) => api.auth['sign-up'].email.$post({ json: body }, { init: { signal } }));
}

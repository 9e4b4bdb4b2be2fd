import type { Language } from '#shared/languages.ts';
import { apiSend } from '#client/lib/api-client.ts';

/**
 * POST /api/auth/request-password-reset. The answer is { status: true } whether or not an
 * account exists, so the page can never tell anyone which addresses are registered.
 */
export function requestPasswordReset(body: { email: string; language: Language }, signal?: AbortSignal): Promise<unknown> {
  return apiSend((api) => api.auth['request-password-reset'].$post({ json: body }, { init: { signal } }));
}

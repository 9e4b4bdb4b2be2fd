import { signOutResponseSchema, type SignOutScope } from '#shared/auth-schemas.ts';
import { apiRequest } from '../api-client.ts';

export function signOutRequest(scope: SignOutScope = 'local'): Promise<{ success: boolean }> {
  return apiRequest('/api/session/sign-out', signOutResponseSchema, { method: 'POST', body: { scope } });
}

/** Fire-and-forget sign-out that survives the page unloading (used by the force sign-out). */
export function signOutBeacon(): void {
  try {
    void fetch('/api/session/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scope: 'local' }),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Nothing more can be done; the page is leaving anyway.
  }
}

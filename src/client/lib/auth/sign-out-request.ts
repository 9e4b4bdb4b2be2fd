import type { SignOutScope } from '#shared/auth-schemas.ts';
import { apiBeacon, apiRequest } from '../api-client.ts';
import { isSignOutResponse } from '../compiled-checks.generated.ts';

export function signOutRequest(scope: SignOutScope = 'local'): Promise<{ success: boolean }> {
  return apiRequest((api) => api.session['sign-out'].$post({ json: { scope } }), isSignOutResponse);
}

/** Fire-and-forget sign-out that survives the page unloading (used by the force sign-out). */
export function signOutBeacon(): void {
  try {
    apiBeacon((api) => api.session['sign-out'].$post({ json: { scope: 'local' } }, { init: { keepalive: true } }));
  } catch {
    // Nothing more can be done; the page is leaving anyway.
  }
}

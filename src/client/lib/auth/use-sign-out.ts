import { useCallback, useState } from 'react';
import type { SignOutScope } from '#shared/auth-schemas.ts';
import type { Language } from '#shared/languages.ts';
import { logError } from '../error-log.ts';
import { signOutBeacon, signOutRequest } from './sign-out-request.ts';
import { useAuth } from './use-auth.ts';

function clearStorage() {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
}

/**
 * product §4 sign-out: clear local and session storage, end the session, go to /{lang}. If the
 * server cannot be reached the browser is sent there anyway (a full load, so nothing stale stays).
 */
export function useSignOut(language: Language) {
  const auth = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const forceSignOut = useCallback(() => {
    clearStorage();
    signOutBeacon();
    auth.announceSignedOut();
    window.location.assign(`/${language}`);
  }, [auth, language]);

  const signOut = useCallback(
    async (scope: SignOutScope = 'local') => {
      setSigningOut(true);
      clearStorage();
      try {
        await signOutRequest(scope);
        // A full load of the home page: nothing of the signed-in session stays in memory, and no
        // guarded page is ever rendered without its user (which would redirect to sign-in).
        auth.announceSignedOut();
        window.location.assign(`/${language}`);
      } catch (error) {
        logError(error, { source: 'sign-out' });
        forceSignOut();
      }
    },
    [auth, language, forceSignOut],
  );

  return { signOut, signingOut, forceSignOut };
}

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
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
 * SPEC §4 sign-out: clear local and session storage, end the session, go to /{lang}. If the
 * server cannot be reached the browser is sent there anyway (a full load, so nothing stale stays).
 */
export function useSignOut(language: Language) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const forceSignOut = useCallback(() => {
    clearStorage();
    signOutBeacon();
    auth.signedOut();
    window.location.assign(`/${language}`);
  }, [auth, language]);

  const signOut = useCallback(
    async (scope: SignOutScope = 'local') => {
      setSigningOut(true);
      clearStorage();
      try {
        await signOutRequest(scope);
        // Leave the guarded page first: dropping the user while it is still shown would make its
        // guard send the browser to the sign-in page instead of home.
        await navigate(`/${language}`, { replace: true });
        auth.signedOut();
      } catch (error) {
        logError(error, { source: 'sign-out' });
        forceSignOut();
      } finally {
        setSigningOut(false);
      }
    },
    [auth, language, navigate, forceSignOut],
  );

  return { signOut, signingOut, forceSignOut };
}

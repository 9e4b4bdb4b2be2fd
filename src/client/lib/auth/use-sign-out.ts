import { useCallback, useState } from 'react';
import type { SignOutScope } from '#shared/auth-schemas.ts';
import type { Language } from '#shared/languages.ts';
import { forgetDeviceCopies, unsentDraftTitles } from '../device-copies.ts';
import { logError } from '../error-log.ts';
import { leaveOnPurpose } from '../leave-on-purpose.ts';
import { markSignOutPending } from './pending-sign-out.ts';
import { signOutBeacon, signOutRequest } from './sign-out-request.ts';
import { useAuth } from './use-auth.ts';

/** A sign-out held back because edits have not reached the server: the sermons they belong to. */
export interface UnsentWarning {
  titles: string[];
  scope: SignOutScope;
}

/**
 * product §4 sign-out: clear what this device keeps (storage, the preaching copies and their
 * worker's cache: a shared church computer must not keep a member's sermons), end the session,
 * go to /{lang}. If the server cannot be reached the browser is sent there anyway (a full load,
 * so nothing stale stays), owing the sign-out: every page asks for it again, and counts the member
 * as signed out, until the server has answered. Edits the server does not have yet would be lost
 * with the storage, so signing out first asks (`unsent`); `confirmSignOut` then goes ahead,
 * `keepSignedIn` does not.
 */
export function useSignOut(language: Language) {
  const auth = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const [unsent, setUnsent] = useState<UnsentWarning | null>(null);

  const forceSignOut = useCallback(() => {
    void forgetDeviceCopies();
    // After the storage is cleared (synchronously, above): the next page settles the sign-out.
    markSignOutPending();
    signOutBeacon();
    auth.announceSignedOut();
    leaveOnPurpose(`/${language}`);
  }, [auth, language]);

  const finishSignOut = useCallback(
    async (scope: SignOutScope) => {
      setUnsent(null);
      setSigningOut(true);
      await forgetDeviceCopies();
      try {
        await signOutRequest(scope);
        // A full load of the home page: nothing of the signed-in session stays in memory, and no
        // guarded page is ever rendered without its user (which would redirect to sign-in).
        auth.announceSignedOut();
        leaveOnPurpose(`/${language}`);
      } catch (error) {
        logError(error, { source: 'sign-out' });
        forceSignOut();
      }
    },
    [auth, language, forceSignOut],
  );

  const signOut = useCallback(
    async (scope: SignOutScope = 'local') => {
      const titles = unsentDraftTitles();
      if (titles.length > 0) setUnsent({ titles, scope });
      else await finishSignOut(scope);
    },
    [finishSignOut],
  );

  const confirmSignOut = useCallback(() => {
    if (unsent) void finishSignOut(unsent.scope);
  }, [unsent, finishSignOut]);
  const keepSignedIn = useCallback(() => setUnsent(null), []);

  return { signOut, signingOut, forceSignOut, unsent, confirmSignOut, keepSignedIn };
}

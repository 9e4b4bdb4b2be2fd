import { createContext, startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MeResponse } from '#shared/session-schemas.ts';
import { NetworkError } from '../api-client.ts';
import { logError, setErrorLogUser } from '../error-log.ts';
import { claimDeviceCopies, sessionEndedOnDevice } from '../device-copies.ts';
import { getMe } from './get-me.ts';
import { clearSignOutPending, settlePendingSignOut } from './pending-sign-out.ts';
import { signOutRequest } from './sign-out-request.ts';

// product §4 auth context: the user plus a loading flag, true until the first session check ends.
// Other tabs hear about sign-in, sign-out and user updates through a BroadcastChannel, and a tab
// that comes back into view re-checks its session (it may have expired or been revoked).
type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'USER_UPDATED' | 'TOKEN_REFRESHED';

export interface AuthState {
  user: MeResponse | null;
  loading: boolean;
  /** The last status lookup failed (network or server): access counts as not subscribed. */
  lookupFailed: boolean;
  /** The last status lookup got no answer at all (offline): a sermon kept on this device may still open. */
  offline: boolean;
  /** Re-reads the session from the server. */
  refresh(): Promise<MeResponse | null>;
  /** Call after a successful sign-in or sign-up with the user the server returned. */
  signedIn(user: MeResponse): void;
  /** Call once the session has ended. */
  signedOut(): void;
  /** Tells the other tabs the session ended, without touching this tab (it is about to reload). */
  announceSignedOut(): void;
}

export const AuthContext = createContext<AuthState | null>(null);

const CHANNEL = 'sermon-studio:auth';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<MeResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [lookupFailed, setLookupFailed] = useState(false);
  const [offline, setOffline] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);

  const refresh = useCallback(async () => {
    try {
      // The page's session answer is read first (it was asked for with the page, and a preloaded
      // answer left unread would be the one a later check reads). A sign-out this browser still
      // owes then ends that session: it is never shown.
      const answer = await getMe();
      const current = (await settlePendingSignOut(() => signOutRequest())) ? null : answer;
      // Only an answer from the server decides (offline, the pulpit keeps its copy): a member's
      // copies are theirs alone, and a session ended elsewhere takes the preaching copies with it.
      await (current ? claimDeviceCopies(current.id) : sessionEndedOnDevice());
      // What the answer changes is a whole page (the dashboard, a sermon): rendered as a transition,
      // in slices that leave the browser free between them, not as one long task (decision 0052).
      startTransition(() => {
        setUser(current);
        setLookupFailed(false);
        setOffline(false);
        setLoading(false);
      });
      return current;
    } catch (error) {
      logError(error, { source: 'auth-refresh' });
      startTransition(() => {
        setLookupFailed(true);
        setOffline(error instanceof NetworkError);
        setLoading(false);
      });
      return null;
    }
  }, []);

  useEffect(() => {
    void refresh();
    const bc = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel.current = bc;
    if (bc) bc.onmessage = () => void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      bc?.close();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  useEffect(() => setErrorLogUser(user ? { id: user.id, email: user.email } : null), [user]);

  const announce = useCallback((event: AuthEvent) => channel.current?.postMessage(event), []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      lookupFailed,
      offline,
      refresh,
      signedIn(next) {
        clearSignOutPending();
        void claimDeviceCopies(next.id);
        setUser(next);
        setLookupFailed(false);
        setOffline(false);
        setLoading(false);
        announce('SIGNED_IN');
        // A sign-in's answer does not say whether the account's free trial is spent: /api/me does
        // (only that is taken from it; a failed lookup changes nothing).
        if (next.trial_used === undefined) {
          getMe().then(
            (current) => setUser((now) => (current && now?.id === current.id ? { ...now, trial_used: current.trial_used } : now)),
            (error: unknown) => logError(error, { source: 'auth-trial-lookup' }),
          );
        }
      },
      signedOut() {
        setUser(null);
        announce('SIGNED_OUT');
      },
      announceSignedOut() {
        announce('SIGNED_OUT');
      },
    }),
    [user, loading, lookupFailed, offline, refresh, announce],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

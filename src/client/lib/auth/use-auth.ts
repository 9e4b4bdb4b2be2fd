import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-context.tsx';

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** product §6: full access needs an active subscription or admin status; an unknown status is no. */
export function hasAccess(state: Pick<AuthState, 'user' | 'lookupFailed'>): boolean {
  return Boolean(state.user && !state.lookupFailed && (state.user.is_subscribed || state.user.is_admin));
}

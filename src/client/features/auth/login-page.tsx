import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { MeResponse } from '#shared/session-schemas.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';
import { afterSignInPath } from './after-sign-in-path.ts';
import { EntryPageShell } from './entry-page-shell.tsx';
import { LoginForm } from './login-form.tsx';

/** /{lang}/login (product §2). Someone already signed in goes straight on, as after a sign-in. */
export const LoginPage = withServerState(function LoginPage() {
  const auth = useAuth();
  const language = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const from = searchParams.get('from');
  // Set on this page's own sign-in, which navigates itself: no second redirect from the check below.
  const [signedInHere, setSignedInHere] = useState(false);

  if (auth.user && !signedInHere) return <Navigate to={afterSignInPath(auth.user, language, from)} replace />;

  const onSignedIn = (user: MeResponse) => {
    setSignedInHere(true);
    auth.signedIn(user);
    navigate(afterSignInPath(user, language, from), { replace: true });
  };

  return (
    <EntryPageShell page="login">
      <LoginForm onSignedIn={onSignedIn} />
    </EntryPageShell>
  );
});

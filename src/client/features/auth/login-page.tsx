import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { MeResponse } from '#shared/session-schemas.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { afterSignInPath } from './after-sign-in-path.ts';
import { AuthPageShell } from './auth-page-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { SentenceWithLink } from './sentence-with-link.tsx';

/** /{lang}/login (product §2). Someone already signed in goes straight on, as after a sign-in. */
export function LoginPage() {
  const { t } = useTranslation('auth');
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
    <AuthPageShell
      title={t('titles.login')}
      heading={t('login.heading')}
      intro={t('login.intro')}
      footer={<SentenceWithLink text={t('login.noAccount')} linkText={t('login.createAccount')} to="signup" />}
    >
      <LoginForm onSignedIn={onSignedIn} />
    </AuthPageShell>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { MeResponse } from '#shared/auth-schemas.ts';
import { useLanguage, useLocalPath } from '#client/components/layout/use-language.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { afterSignInPath } from './after-sign-in-path.ts';
import { AuthPageShell } from './auth-page-shell.tsx';
import { linkClass } from '#client/components/ui/form-styles.ts';
import { LoginForm } from './login-form.tsx';

/** /{lang}/login (product §2). Someone already signed in goes straight on, as after a sign-in. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const language = useLanguage();
  const localPath = useLocalPath();
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
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={localPath('signup')} className={linkClass}>
            {t('login.createAccount')}
          </Link>
        </p>
      }
    >
      <LoginForm onSignedIn={onSignedIn} />
    </AuthPageShell>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useLanguage } from '../layout/use-language.ts';
import { Spinner } from '../ui/spinner.tsx';

/** product §2 guard: not signed in → /{lang}/login, remembering where the user was going. */
export function RequireSession() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const language = useLanguage();
  if (auth.loading) return <Spinner label={t('checkingAccess')} />;
  if (!auth.user) {
    const from = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${language}/login?from=${from}`} replace />;
  }
  return <Outlet />;
}

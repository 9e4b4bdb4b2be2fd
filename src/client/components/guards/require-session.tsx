import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useLanguage } from '../layout/use-language.ts';
import { Spinner } from '../ui/spinner.tsx';

/** product §2 guard: not signed in → /{lang}/login, remembering where the user was going. */
export function RequireSession() {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.loading) return <Spinner label={t('checkingAccess')} />;
  if (!auth.user) return <ToLogin />;
  return <Outlet />;
}

/** The login page of the page's language, remembering where the user was going (every guard's way out). */
export function ToLogin() {
  const location = useLocation();
  const language = useLanguage();
  const from = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/${language}/login?from=${from}`} replace />;
}

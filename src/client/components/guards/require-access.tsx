import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';
import { useLanguage } from '../layout/use-language.ts';
import { Spinner } from '../ui/spinner.tsx';
import { ToLogin } from './require-session.tsx';

/**
 * product §2 guard for subscriber pages: not signed in → login (origin remembered); signed in but
 * neither subscribed nor admin (or the status could not be read) → /{lang}/subscribe.
 */
export function RequireAccess() {
  const { t } = useTranslation();
  const auth = useAuth();
  const language = useLanguage();
  if (auth.loading) return <Spinner label={t('checkingAccess')} />;
  if (!auth.user && !auth.lookupFailed) return <ToLogin />;
  if (!hasAccess(auth)) return <Navigate to={`/${language}/subscribe`} replace />;
  return <Outlet />;
}

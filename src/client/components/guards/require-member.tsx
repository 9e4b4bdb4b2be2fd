import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useLanguage } from '../layout/use-language.ts';
import { Spinner } from '../ui/spinner.tsx';

/**
 * product §2 guard for the pages that show a member's own sermons (dashboard, sermon display):
 * not signed in → login (origin remembered); a failed status lookup → /{lang}/subscribe, as the
 * access guard does. A signed-in member without a subscription gets through: the page shows their
 * own sermons read-only, or sends them to the plan when there is nothing of theirs to show
 * (decision 0024). With `allowOffline`, a lookup that got no answer at all lets the page try the
 * sermon kept on this device (the page says it is offline, and the server decides once it is back).
 */
export function RequireMember({ allowOffline = false }: { allowOffline?: boolean }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const language = useLanguage();
  if (auth.loading) return <Spinner label={t('checkingAccess')} />;
  if (allowOffline && auth.offline && !auth.user) return <Outlet />;
  if (!auth.user && !auth.lookupFailed) {
    const from = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${language}/login?from=${from}`} replace />;
  }
  if (auth.lookupFailed || !auth.user) return <Navigate to={`/${language}/subscribe`} replace />;
  return <Outlet />;
}

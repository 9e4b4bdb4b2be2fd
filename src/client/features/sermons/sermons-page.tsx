import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';
import { SermonGenerator } from './sermon-generator.tsx';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';

/**
 * /{lang}/sermons, where the navigation's "Sermons" leads: a new sermon (the generator, which
 * handles access itself, product §2) and the pastor's own sermons (the history, which the router
 * passes in: a feature of its own), so both are one click from every page (issue 26).
 */
export const SermonsPage = withServerState(function SermonsPage({ history }: { history?: ReactNode }) {
  const { t } = useTranslation('sermons');
  const auth = useAuth();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:py-14">
      <PageMeta title={t('title')} />
      <div>
        <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('intro')}</p>
      </div>
      <SermonGenerator />
      {!auth.loading && hasAccess(auth) && history}
    </div>
  );
});

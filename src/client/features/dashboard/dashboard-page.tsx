import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { DangerZone } from './danger-zone.tsx';
import { SermonHistory } from './sermon-history.tsx';

/** The dashboard; the router passes in the sermon generator (a feature of its own) to embed. */
export function DashboardPage({ generator }: { generator?: ReactNode }) {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const localPath = useLocalPath();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:py-14">
      <PageMeta title={t('titles.dashboard')} />
      <section aria-labelledby="welcome" className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8" data-testid="welcome-panel">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="welcome" className="font-serif text-2xl font-bold break-all sm:text-3xl">
            {t('dashboard.welcome', { email: user.email })}
          </h1>
          {user.is_admin && <span className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-brand-900 uppercase">{t('dashboard.adminBadge')}</span>}
        </div>
        <p className="mt-3 max-w-2xl text-indigo-100">{t('dashboard.welcomeBody')}</p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <button
            type="button"
            onClick={() => document.getElementById('sermon-generator')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
            className="rounded-lg bg-gold-400 px-5 py-2.5 font-semibold text-brand-900 hover:bg-gold-500"
            data-testid="new-sermon"
          >
            {t('history.newSermon')}
          </button>
          <Link to={localPath('profile')} className="font-semibold text-gold-400 underline underline-offset-4 hover:text-white">
            {t('dashboard.profileLink')}
          </Link>
        </div>
      </section>
      <SermonHistory />
      {generator && (
        <section aria-label={t('history.generatorTitle')} className="scroll-mt-4">
          {generator}
        </section>
      )}
      <section aria-labelledby="disclaimer" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:p-8" data-testid="dashboard-disclaimer">
        <h2 id="disclaimer" className="font-serif text-xl font-bold text-brand-900">
          {t('dashboard.disclaimerTitle')}
        </h2>
        <p className="mt-2 text-slate-800">{t('dashboard.disclaimer')}</p>
      </section>
      {user.is_subscribed && <DangerZone user={user} />}
    </div>
  );
}

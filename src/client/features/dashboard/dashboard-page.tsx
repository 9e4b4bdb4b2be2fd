import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { SubscriptionEndedBanner } from '#client/components/subscription/subscription-ended-banner.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';
import { anySavedSermonQuery } from '#client/lib/server-state/sermon-queries.ts';
import { DangerZone } from './danger-zone.tsx';
import { SermonHistory } from './sermon-history.tsx';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';

/**
 * The dashboard; the router passes in the sermon generator (a feature of its own) to embed.
 * A member without access (cancelled, trial over) who has saved sermons gets it read-only: the
 * banner with the way back, the history without Preach, no generator (decision 0024). With no
 * sermon of their own there is nothing to show: the plan offer. A cancel made here or on the
 * profile (which comes here with `state.cancelled`) reads the status again before the page shows
 * what is left, and says the cancel went through.
 */
export const DashboardPage = withServerState(function DashboardPage({ generator }: { generator?: ReactNode }) {
  const { t } = useTranslation('account');
  const auth = useAuth();
  const { user } = auth;
  const localPath = useLocalPath();
  const full = hasAccess(auth);
  const location = useLocation();
  const navigate = useNavigate();
  // Without access, whether there is anything to show read-only. A failed check keeps the page: the
  // history below says it could not load.
  const savedCheck = useQuery({ ...anySavedSermonQuery(), enabled: !full, meta: { errorSource: 'dashboard-saved-check' } });
  const saved = savedCheck.isError ? 'some' : savedCheck.isPending ? 'checking' : savedCheck.data ? 'some' : 'none';
  const [justCancelled, setJustCancelled] = useState(() => (location.state as { cancelled?: unknown } | null)?.cancelled === true);
  const bannerHeading = useRef<HTMLHeadingElement>(null);
  const { refresh } = auth;

  // The cancel went through: the server's word on access, before the page shows what is left.
  const confirmingCancel = justCancelled && full;
  useEffect(() => {
    if (confirmingCancel) void refresh();
  }, [confirmingCancel, refresh]);

  // Said once: a reload or a return to this page does not say it again.
  useEffect(() => {
    if ((location.state as { cancelled?: unknown } | null)?.cancelled === true) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  // After a cancel made here, the Danger Zone is gone: focus moves to what the page now says.
  useEffect(() => {
    if (justCancelled && !full) bannerHeading.current?.focus();
  }, [justCancelled, full]);

  if (!user) return null;
  if (confirmingCancel) return <Spinner label={t('history.loadingHistory')} />;
  if (!full && saved === 'none') return <Navigate to={localPath('subscribe')} replace />;
  if (!full && saved === 'checking' && !justCancelled) return <Spinner label={t('history.loadingHistory')} />;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:py-14">
      <PageMeta title={t('titles.dashboard')} />
      <section aria-labelledby="welcome" className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8" data-testid="welcome-panel">
        <div className="flex flex-wrap items-center gap-3">
          {/* A name is the greeting; without one the e-mail, which may break only at its own @ and dots. */}
          <h1 id="welcome" className="font-serif text-2xl font-bold break-words sm:text-3xl" data-testid="welcome-heading">
            {user.name ? t('dashboard.welcomeName', { name: user.name }) : <EmailGreeting text={t('dashboard.welcome', { email: '\u0000' })} email={user.email} />}
          </h1>
          {user.is_admin && <span className="rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-brand-900 uppercase">{t('dashboard.adminBadge')}</span>}
        </div>
        <p className="mt-3 max-w-2xl text-indigo-100">{t('dashboard.welcomeBody')}</p>
        <div className="mt-5 flex flex-wrap items-center gap-4">
          {full && (
            <button
              type="button"
              onClick={() => document.getElementById('sermon-generator')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
              className="rounded-lg bg-gold-400 px-5 py-2.5 font-semibold text-brand-900 hover:bg-gold-500"
              data-testid="new-sermon"
            >
              {t('history.newSermon')}
            </button>
          )}
          {full && (
            <Link to={localPath('profile')} className="font-semibold text-gold-400 underline underline-offset-4 hover:text-white">
              {t('dashboard.profileLink')}
            </Link>
          )}
        </div>
      </section>
      {justCancelled && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 font-medium text-green-900" data-testid="cancel-success">
          {t('danger.success')}
        </p>
      )}
      {!full && <SubscriptionEndedBanner headingRef={bannerHeading} />}
      <SermonHistory canPreach={full} />
      {full && generator && (
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
      {user.is_subscribed && (
<DangerZone user={user} onCancelled={() => setJustCancelled(true)} />
      )}
    </div>
  );
});

/** "Welcome, pastor.daniel@example.org" with break opportunities after the @ and each dot, never mid-word. */
function EmailGreeting({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split('\u0000');
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {before}
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
      {after}
    </>
  );
}

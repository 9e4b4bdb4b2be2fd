import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TIMINGS } from '#shared/constants.ts';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { appConfig } from '#client/lib/app-config.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { PlanCard } from './plan-card.tsx';
import { SavedSermonsNote } from './saved-sermons-note.tsx';
import { SubscribeButton } from './subscribe-button.tsx';
import { useAccessCheck } from './use-access-check.ts';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';

export const SubscribePage = withServerState(function SubscribePage() {
  const { t } = useTranslation(['account', 'common']);
  const { user } = useAuth();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back from the hosted checkout: activation arrives by webhook, so poll for it (product §4).
  const afterCheckout = params.get('checkout') === 'success';
  const attempts = afterCheckout ? TIMINGS.checkoutPollAttempts : 1;
  const check = useAccessCheck(attempts, TIMINGS.checkoutPollIntervalMs);
  const [showReturn, setShowReturn] = useState(false);

  // product §2: subscribed or admin → dashboard; if that takes 5 s, offer a button.
  useEffect(() => {
    if (check.state !== 'access') return;
    navigate(localPath('dashboard'), { replace: true });
    const timer = setTimeout(() => setShowReturn(true), TIMINGS.returnToDashboardAfterMs);
    return () => clearTimeout(timer);
  }, [check.state, navigate, localPath]);

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <PageMeta title={t('account:titles.subscribe')} />
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{t('subscribe.heading')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('subscribe.intro')}</p>
      {user && <p className="mt-1 text-sm text-slate-600">{t('subscribe.signedInAs', { email: user.email })}</p>}
      <div className="mt-8" data-testid="subscribe-status" aria-busy={check.state === 'checking' && check.looking}>
        {check.state === 'checking' && (
          <Spinner label={afterCheckout ? t('subscribe.verifying', { attempt: check.attempt, total: attempts }) : t('subscribe.checking', { attempt: check.attempt })} />
        )}
        {check.state === 'access' && (
          <div className="text-center">
            <Spinner label={t('subscribe.redirecting')} />
            {showReturn && (
              <Link to={localPath('dashboard')} className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
                {t('subscribe.returnToDashboard')}
              </Link>
            )}
          </div>
        )}
        {check.state === 'no-access' && (
          <>
            {afterCheckout && (
              <p role="alert" className="mb-6 rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800" data-testid="verify-failed">
                {t('subscribe.verifyFailed')}{' '}
                <a className="underline" href={`mailto:${appConfig().supportEmail}`}>
                  {appConfig().supportEmail}
                </a>
              </p>
            )}
            {!afterCheckout && <SavedSermonsNote />}
            <PlanCard action={<SubscribeButton />} trialUsed={user?.trial_used === true} />
          </>
        )}
      </div>
    </div>
  );
});

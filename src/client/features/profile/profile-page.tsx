import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { SignOutWarning } from '#client/components/layout/sign-out-warning.tsx';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { NetworkError } from '#client/lib/api-client.ts';
import { appConfig } from '#client/lib/app-config.ts';
import { signOutRequest } from '#client/lib/auth/sign-out-request.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useSignOut } from '#client/lib/auth/use-sign-out.ts';
import { logError } from '#client/lib/error-log.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { NameForm } from './name-form.tsx';
import { SubscriptionActions } from './subscription-actions.tsx';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { SectionCard } from '#client/components/ui/section-card.tsx';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';
import { Button } from '#client/components/ui/button.tsx';

export const ProfilePage = withServerState(function ProfilePage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const language = useLanguage();
  const { signOut, signingOut, unsent, confirmSignOut, keepSignedIn } = useSignOut(language);
  const [error, setError] = useState<string | null>(null);
  const signingOutOthers = useMutation({ mutationFn: () => signOutRequest('others') });
  if (!user) return null;

  function signOutOthers() {
    setError(null);
    signingOutOthers.mutate(undefined, {
      onError: (caught) => {
        logError(caught, { source: 'sign-out-others' });
        setError(caught instanceof NetworkError ? t('profile.errors.network') : t('profile.errors.generic'));
      },
    });
  }

  // Signing out the other devices, or every device (this one too, after the unsent-edits warning).
  const signOuts = [
    ['profile.signOutOthers', signOutOthers],
    ['profile.signOutEverywhere', () => signOut('global')],
  ] as const;

  const secondaryButton =
    'rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:py-14">
      <PageMeta title={t('titles.profile')} />
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{t('profile.heading')}</h1>
      {error && <ErrorBox testId="profile-error">{error}</ErrorBox>}
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-700">{t('profile.email')}</dt>
          <dd className="break-all text-slate-900" data-testid="profile-email">
            {user.email}
          </dd>
          <dt className="font-semibold text-slate-700">{t('profile.subscription')}</dt>
          <dd data-testid="subscription-status">
            <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${user.is_subscribed ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}>
              {user.is_subscribed ? t('profile.active') : t('profile.inactive')}
            </span>
            {user.is_admin && <p className="mt-2 text-sm text-slate-700">{t('profile.admin')}</p>}
          </dd>
        </dl>
        <SubscriptionActions user={user} onError={setError} />
      </section>
      <NameForm name={user.name} />
      <ChangePasswordForm />
      <SectionCard id="devices" heading={t('profile.sessionsHeading')} intro={t('profile.sessionsBody')}>
        {signingOutOthers.isSuccess && (
          <p role="status" className="mt-3 text-sm font-medium text-green-800" data-testid="profile-notice">
            {t('profile.othersDone')}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {signOuts.map(([label, run]) => (
            <Button key={label} className={secondaryButton} disabled={signingOutOthers.isPending || signingOut} onClick={() => void run()}>
              {t(label)}
            </Button>
          ))}
        </div>
        <SignOutWarning unsent={unsent} onStay={keepSignedIn} onSignOut={confirmSignOut} />
      </SectionCard>
      <p className="text-sm text-slate-700" data-testid="profile-support">
        {t('profile.support')}{' '}
        <a className="font-medium text-brand-700 underline underline-offset-2" href={`mailto:${appConfig().supportEmail}`}>
          {appConfig().supportEmail}
        </a>
      </p>
    </div>
  );
});

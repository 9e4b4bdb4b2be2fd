import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS } from '#shared/constants.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { linkCheckFailure, linkCheckOf, linkProblem, readRecoveryParams, resetLinkQuery, type InvalidLinkReason, type LinkCheck, type RecoveryParams } from './reset-link.ts';
import { InvalidLinkPanel, ResetSuccessPanel, VerifyingPanel } from './reset-link-panels.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { useTimeouts } from './use-timeouts.ts';

/** What this page decided itself, over the server's word on the link: the URL alone is unusable, the link expired meanwhile, or it was used. */
type Outcome = { name: 'invalid'; reason: InvalidLinkReason } | { name: 'success' };
type Phase = Outcome | { name: 'verifying' } | { name: 'valid' };

const phaseOf = (check: LinkCheck): Phase => (check.status === 'valid' ? { name: 'valid' } : { name: 'invalid', reason: check.reason });

/** /{lang}/reset-password?token=… (product §2, §4): verifying → valid | invalid; valid → success. */
export const ResetPasswordPage = withServerState(function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { search, hash } = useLocation();
  return (
    <AuthPageShell title={t('titles.resetPassword')} heading={t('reset.heading')}>
      {/* A different link in the same tab starts over from verifying. */}
      <ResetPasswordFlow key={`${search}${hash}`} params={readRecoveryParams(search, hash)} />
    </AuthPageShell>
  );
});

function ResetPasswordFlow({ params }: { params: RecoveryParams }) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const language = useLanguage();
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const { token } = params;
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const problem = linkProblem(params);
    return problem ? { name: 'invalid', reason: problem } : null;
  });
  const linkCheck = useQuery({ ...resetLinkQuery(token ?? ''), enabled: outcome === null && token !== null });
  let phase: Phase = { name: 'verifying' };
  if (outcome) phase = outcome;
  else if (linkCheck.isSuccess) phase = phaseOf(linkCheckOf(linkCheck.data));
  else if (linkCheck.isError) phase = phaseOf(linkCheckFailure(linkCheck.error));

  const onSuccess = () => {
    // The reset ended every session of the account, this one included: the guard of the
    // dashboard then asks for a sign-in with the new password.
    auth.signedOut();
    setOutcome({ name: 'success' });
    schedule(() => navigate(`/${language}/dashboard`, { replace: true }), TIMINGS.redirectAfterResetMs);
  };

  switch (phase.name) {
    case 'verifying':
      return <VerifyingPanel />;
    case 'invalid':
      return <InvalidLinkPanel reason={phase.reason} />;
    case 'success':
      return <ResetSuccessPanel />;
    case 'valid':
      return (
        <>
          <p className="mb-5 text-slate-700">{t('reset.intro')}</p>
          <ResetPasswordForm token={token ?? ''} onSuccess={onSuccess} onInvalidToken={() => setOutcome({ name: 'invalid', reason: 'expired' })} />
        </>
      );
  }
}

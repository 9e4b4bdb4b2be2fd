import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TIMINGS } from '#shared/constants.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { checkResetToken } from './api/check-reset-token.ts';
import { AuthPageShell } from './auth-page-shell.tsx';
import { linkProblem, readRecoveryParams, verifyResetLink, type InvalidLinkReason, type RecoveryParams } from './reset-link.ts';
import { InvalidLinkPanel, ResetSuccessPanel, VerifyingPanel } from './reset-link-panels.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { sleep } from './sleep.ts';
import { useTimeouts } from './use-timeouts.ts';

type Phase = { name: 'verifying' } | { name: 'invalid'; reason: InvalidLinkReason } | { name: 'valid' } | { name: 'success' };

/** /{lang}/reset-password?token=… (product §2, §4): verifying → valid | invalid; valid → success. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { search, hash } = useLocation();
  return (
    <AuthPageShell title={t('titles.resetPassword')} heading={t('reset.heading')}>
      {/* A different link in the same tab starts over from verifying. */}
      <ResetPasswordFlow key={`${search}${hash}`} params={readRecoveryParams(search, hash)} />
    </AuthPageShell>
  );
}

function ResetPasswordFlow({ params }: { params: RecoveryParams }) {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const language = useLanguage();
  const navigate = useNavigate();
  const schedule = useTimeouts();
  const { token } = params;
  const [phase, setPhase] = useState<Phase>(() => {
    const problem = linkProblem(params);
    return problem ? { name: 'invalid', reason: problem } : { name: 'verifying' };
  });
  const mustVerify = phase.name === 'verifying';

  useEffect(() => {
    if (!mustVerify || !token) return;
    const controller = new AbortController();
    void verifyResetLink(token, { check: checkResetToken, sleep, signal: controller.signal }).then((check) => {
      if (check.status === 'aborted') return;
      setPhase(check.status === 'valid' ? { name: 'valid' } : { name: 'invalid', reason: check.reason });
    });
    return () => controller.abort();
  }, [mustVerify, token]);

  const onSuccess = () => {
    // The reset ended every session of the account, this one included: the guard of the
    // dashboard then asks for a sign-in with the new password.
    auth.signedOut();
    setPhase({ name: 'success' });
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
          <ResetPasswordForm token={token ?? ''} onSuccess={onSuccess} onInvalidToken={() => setPhase({ name: 'invalid', reason: 'expired' })} />
        </>
      );
  }
}

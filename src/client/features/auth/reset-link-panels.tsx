import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { primaryButtonClass } from '#client/components/ui/form-styles.ts';
import type { InvalidLinkReason } from './reset-link.ts';

export function VerifyingPanel() {
  const { t } = useTranslation('auth');
  return (
    <div data-testid="reset-verifying" aria-busy="true">
      <Spinner label={t('reset.verifying')} />
    </div>
  );
}

// The detail line under the invalid-link message (product §8), where the cause is known.
const DETAIL = {
  no_token: 'reset.noSession',
  session_error: 'reset.sessionError',
  expired: 'reset.expired',
  url_error: null,
  invalid: null,
} as const satisfies Record<InvalidLinkReason, string | null>;

/** The link cannot be used: say so and offer a new one. */
export function InvalidLinkPanel({ reason }: { reason: InvalidLinkReason }) {
  const { t } = useTranslation('auth');
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const detail = DETAIL[reason];
  return (
    <div role="alert" data-testid="reset-invalid" className="space-y-3">
      <h2 className="font-serif text-2xl font-semibold text-red-800">{t('reset.invalidHeading')}</h2>
      <p className="text-slate-800">{t('reset.invalid')}</p>
      {detail && <p className="text-sm font-medium text-red-800">{t(detail)}</p>}
      <button type="button" onClick={() => navigate(localPath('forgot-password'))} className={`${primaryButtonClass} mt-3`}>
        {t('reset.requestNewLink')}
      </button>
    </div>
  );
}

export function ResetSuccessPanel() {
  const { t } = useTranslation('auth');
  return (
    <div role="status" data-testid="reset-success" className="space-y-3">
      <h2 className="font-serif text-2xl font-semibold text-green-800">{t('reset.successHeading')}</h2>
      <p className="text-slate-700">{t('reset.successText')}</p>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
        {t('reset.redirecting')}
      </p>
    </div>
  );
}

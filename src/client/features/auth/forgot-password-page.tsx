import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';
import { AuthPageShell } from './auth-page-shell.tsx';
import { secondaryButtonClass } from '#client/components/ui/form-styles.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SentenceWithLink } from './sentence-with-link.tsx';

/** /{lang}/forgot-password (product §2): the form, then a confirmation that never says whether the account exists. */
export const ForgotPasswordPage = withServerState(function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const localPath = useLocalPath();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthPageShell
      title={t('titles.forgotPassword')}
      heading={t('forgot.heading')}
      intro={sentTo ? undefined : t('forgot.intro')}
      footer={sentTo ? undefined : <SentenceWithLink text={t('forgot.rememberIt')} linkText={t('forgot.backToLogin')} to="login" />}
    >
      {sentTo ? (
        <div role="status" data-testid="forgot-success" className="space-y-3">
          <h2 className="font-serif text-2xl font-semibold text-green-800">{t('forgot.successHeading')}</h2>
          <p className="text-slate-700 [overflow-wrap:anywhere]">{t('forgot.successText', { email: sentTo })}</p>
          <p className="text-sm text-slate-700">{t('forgot.spamNote')}</p>
          <Link to={localPath('login')} className={`${secondaryButtonClass} mt-3`}>
            {t('forgot.backToLogin')}
          </Link>
        </div>
      ) : (
        <ForgotPasswordForm onSent={setSentTo} />
      )}
    </AuthPageShell>
  );
});

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { MeResponse } from '#shared/session-schemas.ts';
import { useLanguage, useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { createCheckoutUrl } from '#client/lib/billing/create-checkout-url.ts';
import { goTo } from '#client/lib/billing/go-to.ts';
import { logError } from '#client/lib/error-log.ts';
import { afterSignInPath } from './after-sign-in-path.ts';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';
import { linkClass } from '#client/components/ui/form-styles.ts';
import { EntryPageShell } from './entry-page-shell.tsx';
import { SignupForm } from './signup-form.tsx';

/** /{lang}/signup (product §2). A new account goes straight on to the hosted checkout. */
export const SignupPage = withServerState(function SignupPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const language = useLanguage();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const [signedUpHere, setSignedUpHere] = useState(false);
  const [checkout, setCheckout] = useState<'idle' | 'opening' | 'failed'>('idle');

  // Someone already signed in has an account: send them where a sign-in would.
  if (auth.user && !signedUpHere) return <Navigate to={afterSignInPath(auth.user, language, null)} replace />;

  const onSignedUp = async (user: MeResponse) => {
    setSignedUpHere(true);
    setCheckout('opening');
    auth.signedIn(user);
    try {
      const url = await createCheckoutUrl(language);
      if (url) return goTo(url);
    } catch (error) {
      logError(error, { source: 'sign-up-checkout' });
    }
    setCheckout('failed');
  };

  if (checkout !== 'idle') {
    return (
      <EntryPageShell page="signup" withOtherWay={false}>
        {checkout === 'opening' ? (
          <Spinner label={t('signup.openingCheckout')} />
        ) : (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800" data-testid="signup-checkout-error">
            <p className="font-medium">{t('signup.checkoutError')}</p>
            <button type="button" onClick={() => navigate(localPath('subscribe'), { replace: true })} className={`mt-2 ${linkClass}`}>
              {t('signup.toPlan')}
            </button>
          </div>
        )}
      </EntryPageShell>
    );
  }

  return (
    <EntryPageShell page="signup">
      <SignupForm onSignedUp={(user) => void onSignedUp(user)} />
    </EntryPageShell>
  );
});

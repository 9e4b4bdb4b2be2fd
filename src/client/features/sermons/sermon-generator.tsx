import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';
import { GeneratorForm } from './generator-form.tsx';
import { SignInPrompt } from './signin-prompt.tsx';

/**
 * product §2 sermon generator, self-contained: it checks access itself (spinner while the session
 * loads, a sign-in prompt when signed out, the subscribe page without a subscription or admin).
 * The dashboard's "New Sermon" button scrolls to #sermon-generator.
 */
export function SermonGenerator() {
  const { t } = useTranslation('sermons');
  const auth = useAuth();
  const language = useLanguage();

  if (!auth.loading && auth.user && !hasAccess(auth)) return <Navigate to={`/${language}/subscribe`} replace />;

  return (
    <section id="sermon-generator" aria-labelledby={auth.user && !auth.loading ? 'sermon-generator-heading' : undefined} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {auth.loading ? (
        <Spinner />
      ) : !auth.user ? (
        <SignInPrompt />
      ) : (
        <>
          <h2 id="sermon-generator-heading" className="font-serif text-2xl font-semibold text-brand-900">
            {t('generator.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('generator.description')}</p>
          <GeneratorForm />
        </>
      )}
    </section>
  );
}

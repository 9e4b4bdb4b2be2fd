import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { primaryButtonClass, secondaryButtonClass } from '#client/components/ui/form-styles.ts';

/** product §2: the generator's prompt for someone signed out. */
export function SignInPrompt() {
  const { t } = useTranslation('sermons');
  const language = useLanguage();
  return (
    <div data-testid="generator-signin-prompt" className="text-center">
      <h2 className="font-serif text-2xl font-semibold text-brand-900">{t('generator.signIn.heading')}</h2>
      <p className="mx-auto mt-2 max-w-prose text-slate-700">{t('generator.signIn.text')}</p>
      <div className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
        <Link to={`/${language}/login?from=/${language}/sermons`} className={primaryButtonClass}>
          {t('generator.signIn.signIn')}
        </Link>
        <Link to={`/${language}/signup`} className={secondaryButtonClass}>
          {t('generator.signIn.createAccount')}
        </Link>
      </div>
    </div>
  );
}

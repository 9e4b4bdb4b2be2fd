import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLanguageInPath } from '#shared/languages.ts';
import { useLanguage } from './use-language.ts';

/** Swaps the first path segment between en and es, keeping the rest of the path and the query. */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const other = language === 'en' ? 'es' : 'en';
  return (
    <Link
      to={switchLanguageInPath(location, other)}
      state={location.state}
      onClick={onSwitch}
      hrefLang={other}
      lang={other}
      aria-label={t('language.switchTo')}
      className="inline-flex items-center gap-1.5 rounded-md border border-white/30 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
      data-testid="language-switcher"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      {t('language.switchToShort')}
    </Link>
  );
}

import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigation, useParams } from 'react-router';
import { isLanguage } from '#shared/languages.ts';
import { Spinner } from '../ui/spinner.tsx';
import { NavBar } from './nav-bar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useLanguage } from './use-language.ts';

/** The frame of every /:lang page: keeps i18next and <html lang> in step with the URL. */
export function SiteLayout() {
  const { lang } = useParams();
  const language = useLanguage();
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();

  if (i18n.language !== language) void i18n.changeLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  if (!isLanguage(lang)) return <Navigate to="/en" replace />;

  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900">
        {t('skipToContent')}
      </a>
      <NavBar />
      {navigation.state === 'loading' && <div aria-hidden="true" className="h-0.5 w-full animate-pulse bg-gold-500" />}
      {/* At least a screen tall: while a page is still loading its data, the footer waits below the
          fold, instead of showing and then being pushed away by the page (a layout shift). */}
      <main id="main" className="min-h-screen flex-1" tabIndex={-1}>
        {/* Pages load their catalogs before rendering; should one ask for another, it waits here rather than blanking the site. */}
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

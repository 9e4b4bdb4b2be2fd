import { useTranslation } from 'react-i18next';
import { appConfig } from '#client/lib/app-config.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const { supportEmail } = appConfig();
  return (
    <footer className="mt-16 bg-brand-900 text-indigo-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-serif text-base font-semibold text-white">
            {t('footer.contactHeading')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            {t('footer.contactLine')}{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium text-gold-400 underline underline-offset-2 hover:text-white" data-testid="support-email">
              {supportEmail}
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-doctrinal">
          <h2 id="footer-doctrinal" className="font-serif text-base font-semibold text-white">
            {t('footer.doctrinalHeading')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{t('footer.doctrinal')}</p>
        </section>
        <section aria-labelledby="footer-notice">
          <h2 id="footer-notice" className="font-serif text-base font-semibold text-white">
            {t('footer.noticeHeading')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{t('footer.notice')}</p>
        </section>
        <section aria-labelledby="footer-credits">
          <h2 id="footer-credits" className="font-serif text-base font-semibold text-white">
            {t('footer.creditsHeading')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">{t('footer.credits')}</p>
        </section>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-indigo-200">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

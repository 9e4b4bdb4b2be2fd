import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '#client/lib/app-config.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const { supportEmail } = appConfig();
  return (
    <footer className="mt-16 bg-brand-900 text-indigo-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterSection id="footer-contact" heading={t('footer.contactHeading')}>
          {t('footer.contactLine')}{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-gold-400 underline underline-offset-2 hover:text-white" data-testid="support-email">
            {supportEmail}
          </a>
        </FooterSection>
        <FooterSection id="footer-doctrinal" heading={t('footer.doctrinalHeading')}>
          {t('footer.doctrinal')}
        </FooterSection>
        <FooterSection id="footer-notice" heading={t('footer.noticeHeading')}>
          {t('footer.notice')}
        </FooterSection>
        <FooterSection id="footer-credits" heading={t('footer.creditsHeading')}>
          {t('footer.credits')}
        </FooterSection>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-indigo-200">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

function FooterSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-serif text-base font-semibold text-white">
        {heading}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{children}</p>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { appConfig } from '#client/lib/app-config.ts';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  const { t } = useTranslation(['contact', 'common']);
  const { supportEmail } = appConfig();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageMeta title={t('common:titles.contact')} alternates />
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('intro')}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t('directLine')}{' '}
        <a className="font-medium text-brand-700 underline underline-offset-2" href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {sent ? (
          <div role="status" data-testid="contact-success">
            <h2 className="font-serif text-2xl font-semibold text-green-800">{t('successHeading')}</h2>
            <p className="mt-2 text-slate-700">{t('successText', { name: sent.name, email: sent.email })}</p>
            <button
              type="button"
              onClick={() => setSent(null)}
              className="mt-6 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
            >
              {t('sendAnother')}
            </button>
          </div>
        ) : (
          <ContactForm onSent={setSent} />
        )}
      </div>
    </div>
  );
}

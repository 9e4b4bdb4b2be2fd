import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { AboutCard, type AboutCardKind } from './about-card.tsx';
import { SpiritualDisclaimer } from './spiritual-disclaimer.tsx';

const CARDS: AboutCardKind[] = ['mission', 'vision', 'community'];

export function AboutPage() {
  const { t } = useTranslation(['about', 'common']);
  const localPath = useLocalPath();
  return (
    <>
      <PageMeta title={t('common:titles.about')} alternates />
      <div className="bg-linear-to-br from-brand-900 via-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wider text-gold-400 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight font-bold text-balance sm:text-5xl">{t('heading')}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-pretty text-indigo-100">{t('intro')}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="-mt-8 grid gap-6 sm:-mt-10 md:grid-cols-3">
          {CARDS.map((kind) => (
            <AboutCard key={kind} kind={kind} />
          ))}
        </ul>
        <SpiritualDisclaimer />
        <p className="mt-10 text-center text-slate-700">
          {t('contact.text')}{' '}
          <Link
            to={localPath('contact')}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('contact.link')}
          </Link>
        </p>
      </div>
    </>
  );
}

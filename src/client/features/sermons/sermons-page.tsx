import { useTranslation } from 'react-i18next';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { SermonGenerator } from './sermon-generator.tsx';

/** /{lang}/sermons: the page around the generator, which handles access itself (product §2). */
export function SermonsPage() {
  const { t } = useTranslation('sermons');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageMeta title={t('title')} />
      <h1 className="font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('intro')}</p>
      <div className="mt-8">
        <SermonGenerator />
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LineIcon } from '#client/components/ui/line-icon.tsx';

export function SpiritualDisclaimer() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-disclaimer-title" className="mt-12 rounded-2xl border border-amber-200 border-l-4 border-l-gold-500 bg-amber-50 p-6 sm:p-8" data-testid="spiritual-disclaimer">
      <h2 id="about-disclaimer-title" className="flex items-center gap-3 font-serif text-2xl font-bold text-brand-900">
        <LineIcon className="h-7 w-7 shrink-0 text-amber-800">
          <path d="M12 3v18M7 8h10" />
        </LineIcon>
        {t('disclaimer.title')}
      </h2>
      <p className="mt-3 max-w-4xl text-lg leading-relaxed text-slate-800">{t('disclaimer.body')}</p>
    </section>
  );
}

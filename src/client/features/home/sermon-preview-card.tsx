import { useTranslation } from 'react-i18next';

const POINTS = [1, 2, 3] as const;

/** A sketch of a generated sermon's outline; it only illustrates, so phones skip it to keep the hero short. */
export function SermonPreviewCard() {
  const { t } = useTranslation('home');
  return (
    <figure className="hidden rounded-2xl bg-white p-6 text-slate-900 shadow-2xl shadow-black/30 lg:block">
      <figcaption className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{t('hero.preview.label')}</figcaption>
      <div className="mt-4 rounded-lg border border-slate-300 bg-slate-50 px-4 py-2.5">
        <span className="block text-xs text-slate-600">{t('hero.preview.inputLabel')}</span>
        <span className="font-serif text-lg text-slate-900">{t('hero.preview.inputSample')}</span>
      </div>
      <ol className="mt-5 space-y-2.5">
        <OutlineItem>{t('hero.preview.introduction')}</OutlineItem>
        {POINTS.map((number) => (
          <OutlineItem key={number} detail={t('hero.preview.pointDetail')} accent>
            {t('hero.preview.point', { number })}
          </OutlineItem>
        ))}
        <OutlineItem>{t('hero.preview.illustrations')}</OutlineItem>
        <OutlineItem accent>{t('hero.preview.conclusion')}</OutlineItem>
      </ol>
    </figure>
  );
}

function OutlineItem({ children, detail, accent = false }: { children: string; detail?: string; accent?: boolean }) {
  return (
    <li className="flex items-center gap-3 rounded-md border border-slate-200 px-3 py-2">
      <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${accent ? 'bg-gold-500' : 'bg-brand-600'}`} />
      <span className="font-medium text-slate-900">{children}</span>
      {detail && <span className="ml-auto text-xs text-slate-600">{detail}</span>}
    </li>
  );
}

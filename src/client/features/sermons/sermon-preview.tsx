import { useTranslation } from 'react-i18next';
import { pointHeadings, type SermonPartial } from './sermon-partial.ts';

/** The sermon taking shape while the stream runs: title, then introduction, then point headings. */
export function SermonPreview({ partial }: { partial: SermonPartial }) {
  const { t } = useTranslation('sermons');
  const headings = pointHeadings(partial);
  const empty = !partial.title && !partial.introduction && headings.length === 0;
  return (
    <div aria-live="polite" data-testid="generator-preview" className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t('generator.previewHeading')}</p>
        {/* The model's words are unchecked until the whole draft has passed the server's checks (issue 19). */}
        <span data-testid="generator-preview-draft" className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
          {t('generator.previewDraft')}
        </span>
      </div>
      {empty && <p className="mt-2 text-sm text-slate-700">{t('generator.previewWaiting')}</p>}
      {partial.title && <h3 className="mt-2 font-serif text-xl font-semibold text-brand-900">{partial.title}</h3>}
      {partial.mainPassage?.reference && <p className="mt-1 text-sm font-medium text-slate-700">{partial.mainPassage.reference}</p>}
      {partial.introduction && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-800">{t('generator.previewIntroduction')}</h4>
          <p className="mt-1 line-clamp-4 text-sm whitespace-pre-line text-slate-700">{partial.introduction}</p>
        </div>
      )}
      {headings.length > 0 && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-800">{t('generator.previewPoints')}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {headings.map((heading, index) => (
              <li key={index}>{heading}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

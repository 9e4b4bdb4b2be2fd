import { useTranslation } from 'react-i18next';
import { previewPoints, type SermonPartial } from './sermon-partial.ts';

/** The sermon taking shape while the stream runs, section by section; a draft until the checked sermon arrives. */
export function SermonPreview({ partial }: { partial: SermonPartial }) {
  const { t } = useTranslation('sermons');
  const points = previewPoints(partial);
  const empty = !partial.title && !partial.introduction && points.length === 0;
  return (
    // Not a live region: the draft grows a few times a second, and a screen reader would read it over
    // and over. The status below is announced once; the checked sermon is read when it opens.
    <div aria-busy="true" data-testid="generator-preview" className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <p role="status" className="sr-only">
        {t('generator.previewHeading')}. {t('generator.previewDraft')}.
      </p>
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
      {partial.introduction && <PreviewSection heading={t('generator.previewIntroduction')} text={partial.introduction} lines="line-clamp-4" />}
      {points.length > 0 && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-800">{t('generator.previewPoints')}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {points.map((point, index) => (
              <li key={index}>
                {point.heading}
                {point.explanation && <p className="line-clamp-2 text-slate-700">{point.explanation}</p>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {partial.illustrations && <PreviewSection heading={t('generator.previewIllustration')} text={partial.illustrations} lines="line-clamp-3" />}
      {partial.conclusion && <PreviewSection heading={t('generator.previewConclusion')} text={partial.conclusion} lines="line-clamp-3" />}
    </div>
  );
}

function PreviewSection({ heading, text, lines }: { heading: string; text: string; lines: 'line-clamp-3' | 'line-clamp-4' }) {
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold text-slate-800">{heading}</h4>
      <p className={`mt-1 ${lines} text-sm whitespace-pre-line text-slate-700`}>{text}</p>
    </div>
  );
}

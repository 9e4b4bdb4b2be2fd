import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';
import { logError } from '#client/lib/error-log.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { actionButton, secondaryButton } from '../action-styles.ts';
import { saveBlob } from '../save-blob.ts';
import { HANDOUT_KINDS, type HandoutKind } from './handout-kinds.ts';
import { handoutFileName, slidesFileName } from './pack-file-names.ts';

type Busy = null | 'slides' | 'handout-pdf' | 'handout-docx';
type Outcome = { kind: 'ready'; file: string; leftOut: string[] } | { kind: 'error'; what: 'slides' | 'handout' } | null;

/**
 * The congregation's pack (issue 27 items 5 and 6): the slides, and the handout for the
 * congregation, the pastor (answers filled in) or the children, as PDF or Word. Each file is made
 * in the browser and its library loaded only when asked for (pptxgenjs, jsPDF, docx), so the page's
 * first download does not grow. "Both languages" is offered only when the sermon's twin is given.
 * What a file left out is said on screen too, in the page's language.
 */
export function CongregationPack({ document, twin }: { document: SermonDocument; twin?: SermonDocument | undefined }) {
  const { t } = useTranslation('display');
  const pageLanguage = useLanguage();
  const labelId = useId();
  const hintId = useId();
  const [kind, setKind] = useState<HandoutKind>('congregation');
  const [both, setBoth] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const second = both && twin ? twin : undefined;

  async function run(which: Exclude<Busy, null>, make: () => Promise<{ blob: Blob; file: string; leftOut: string[] }>) {
    // One file at a time. The buttons stay focusable while one is made (aria-disabled, not
    // disabled), so a keyboard or screen-reader user keeps their place.
    if (busy !== null) return;
    setBusy(which);
    setOutcome(null);
    try {
      const { blob, file, leftOut } = await make();
      saveBlob(blob, file);
      setOutcome({ kind: 'ready', file, leftOut });
    } catch (error) {
      logError(error, { source: which === 'slides' ? 'sermon-slides' : 'sermon-handout' });
      setOutcome({ kind: 'error', what: which === 'slides' ? 'slides' : 'handout' });
    } finally {
      setBusy(null);
    }
  }

  const downloadSlides = () =>
    run('slides', async () => {
      // Loaded only when asked for: pptxgenjs and JSZip are large.
      const [{ sermonPptxBlob }, { planSlides }, { describeLeftOut }] = await Promise.all([import('./build-pptx.ts'), import('./slide-plan.ts'), import('./pack-words.ts')]);
      const blob = await sermonPptxBlob(document, second);
      const leftOut = planSlides(document, second).leftOut.flatMap(({ items }) => describeLeftOut(items, pageLanguage));
      return { blob, file: slidesFileName(document.title, document.language, !!second), leftOut };
    });

  const downloadHandout = (format: 'pdf' | 'docx') =>
    run(format === 'pdf' ? 'handout-pdf' : 'handout-docx', async () => {
      const [{ planHandout }, { describeLeftOut }] = await Promise.all([import('./handout-plan.ts'), import('./pack-words.ts')]);
      const pages = planHandout(document, kind, second);
      const leftOut = pages.flatMap((page) => describeLeftOut(page.leftOut, pageLanguage));
      const file = handoutFileName(document.title, document.language, kind, format, !!second);
      if (format === 'docx') {
        const { handoutDocxBlob } = await import('./handout-docx.ts');
        return { blob: await handoutDocxBlob(pages, document.title), file, leftOut };
      }
      // The sermon PDF's library and fonts (fetched once per visit).
      const [{ jsPDF }, { embedPdfFonts }, { drawHandoutPdf }, fonts] = await Promise.all([
        import('jspdf'),
        import('../build-pdf.ts'),
        import('./handout-pdf.ts'),
        import('../pdf-fonts.ts').then(({ loadPdfFonts }) => loadPdfFonts()),
      ]);
      const doc = embedPdfFonts(new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true }), fonts);
      drawHandoutPdf(doc, pages);
      return { blob: doc.output('blob'), file, leftOut };
    });

  return (
    <div role="group" aria-labelledby={labelId} data-testid="congregation-pack" className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p id={labelId} className="font-semibold text-slate-900">
        {t('pack.label')}
      </p>
      <button type="button" data-testid="slides-button" className={secondaryButton} aria-disabled={busy !== null} aria-busy={busy === 'slides'} onClick={() => void downloadSlides()}>
        {busy === 'slides' ? t('pack.preparingSlides') : t('pack.slides')}
      </button>
      <fieldset className="space-y-2" aria-describedby={hintId}>
        <legend className="font-medium text-slate-900">{t('pack.handout')}</legend>
        <p id={hintId} className="text-sm text-slate-700">
          {t('pack.handoutHint')}
        </p>
        <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-5">
          {HANDOUT_KINDS.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
              <input type="radio" name={`${labelId}-kind`} value={option} data-testid={`handout-kind-${option}`} className="size-5 accent-brand-700" checked={kind === option} onChange={() => setKind(option)} />
              {t(`pack.kinds.${option}`)}
            </label>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" data-testid="handout-pdf-button" className={`${actionButton} bg-brand-700 text-white hover:bg-brand-800`} aria-disabled={busy !== null} aria-busy={busy === 'handout-pdf'} onClick={() => void downloadHandout('pdf')}>
            {busy === 'handout-pdf' ? t('pack.preparingHandout') : t('pack.handoutPdf')}
          </button>
          <button type="button" data-testid="handout-word-button" className={secondaryButton} aria-disabled={busy !== null} aria-busy={busy === 'handout-docx'} onClick={() => void downloadHandout('docx')}>
            {busy === 'handout-docx' ? t('pack.preparingHandout') : t('pack.handoutWord')}
          </button>
        </div>
      </fieldset>
      {twin && <CheckboxField label={t('pack.bothLanguages')} checked={both} onChange={setBoth} testId="pack-both-languages" />}
      {/* Always present, so that a screen reader hears what each download made and left out. */}
      <div role="status" data-testid="pack-status" className="text-sm text-slate-800">
        {outcome?.kind === 'ready' && (
          <>
            <p>{t('pack.ready', { file: outcome.file })}</p>
            {outcome.leftOut.length > 0 && <p data-testid="pack-left-out">{t('pack.leftOut', { items: outcome.leftOut.join(' ') })}</p>}
          </>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <p role="alert" data-testid="pack-error" className="text-sm font-medium text-red-800">
          {outcome.what === 'slides' ? t('pack.slidesError') : t('pack.handoutError')}
        </p>
      )}
    </div>
  );
}

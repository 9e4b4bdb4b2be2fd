import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';
import { logError } from '#client/lib/error-log.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { sermonCopyText } from './copy-text.ts';
import { actionButton as buttonBase } from './action-styles.ts';
import { CongregationPack } from './pack/congregation-pack.tsx';
import { pdfFileName } from './pdf-file-name.ts';
import { saveBlob } from './save-blob.ts';
import { useCopiedFlag } from './use-copied-flag.ts';
import { wordFileName } from './word-file-name.ts';

/**
 * Copy, PDF, Word and Print of the sermon as it now reads (edits included); the private notes
 * stay out unless "Include my notes" is ticked. Then the congregation's pack: slides and handout,
 * in both languages when the sermon's twin is given. Labels follow the page language.
 */
export function SermonActions({ document, twin }: { document: SermonDocument; twin?: SermonDocument | undefined }) {
  const { t } = useTranslation('display');
  const [copied, showCopied] = useCopiedFlag();
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfError, setPdfError] = useState(false);
  const [wordBusy, setWordBusy] = useState(false);
  const [wordError, setWordError] = useState(false);
  const [includeNotes, setIncludeNotes] = useState(false);
  const options = { includeNotes };

  async function downloadWord() {
    setWordBusy(true);
    setWordError(false);
    try {
      // Loaded only when asked for: docx is large.
      const { sermonDocxBlob } = await import('./build-docx.ts');
      saveBlob(await sermonDocxBlob(document, options), wordFileName(document.title));
    } catch (error) {
      logError(error, { source: 'sermon-word' });
      setWordError(true);
    } finally {
      setWordBusy(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(sermonCopyText(document, options));
      showCopied();
    } catch (error) {
      // product §2 Sermon display: a clipboard failure is only logged.
      logError(error, { source: 'sermon-copy' });
    }
  }

  async function downloadPdf() {
    setPdfBusy(true);
    setPdfError(false);
    try {
      // Loaded only when asked for: jsPDF and the fonts are large.
      const [{ jsPDF }, { drawSermonPdf, embedPdfFonts }, fonts] = await Promise.all([
        import('jspdf'),
        import('./build-pdf.ts'),
        import('./pdf-fonts.ts').then(({ loadPdfFonts }) => loadPdfFonts()),
      ]);
      const doc = embedPdfFonts(new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true }), fonts);
      drawSermonPdf(doc, document, options);
      doc.save(pdfFileName(document.title));
    } catch (error) {
      logError(error, { source: 'sermon-pdf' });
      setPdfError(true);
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <div className="space-y-2 print:hidden">
      <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-3">
        <button
          type="button"
          data-testid="copy-button"
          className={`${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
          onClick={() => void copy()}
        >
          <span aria-live="polite">
            {copied ? (
              <span data-testid="copied-indicator" className="text-green-800">
                {t('actions.copied')}
              </span>
            ) : (
              t('actions.copy')
            )}
          </span>
        </button>
        <button
          type="button"
          data-testid="pdf-button"
          className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}
          disabled={pdfBusy}
          aria-busy={pdfBusy}
          onClick={() => void downloadPdf()}
        >
          {pdfBusy ? t('actions.preparingPdf') : t('actions.downloadPdf')}
        </button>
        <button
          type="button"
          data-testid="word-button"
          className={`${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
          disabled={wordBusy}
          aria-busy={wordBusy}
          onClick={() => void downloadWord()}
        >
          {wordBusy ? t('actions.preparingWord') : t('actions.downloadWord')}
        </button>
        <button type="button" data-testid="print-button" className={`${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`} onClick={() => window.print()}>
          {t('actions.print')}
        </button>
      </div>
      <CheckboxField label={t('actions.includeNotes')} checked={includeNotes} onChange={setIncludeNotes} testId="include-notes" />
      {pdfError && (
        <p role="alert" className="text-sm font-medium text-red-800" data-testid="pdf-error">
          {t('errors.pdf')}
        </p>
      )}
      {wordError && (
        <p role="alert" className="text-sm font-medium text-red-800" data-testid="word-error">
          {t('errors.word')}
        </p>
      )}
      <CongregationPack document={document} twin={twin} />
    </div>
  );
}

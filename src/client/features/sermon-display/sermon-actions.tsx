import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '#client/lib/error-log.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { sermonCopyText } from './copy-text.ts';
import { pdfFileName } from './pdf-file-name.ts';
import { useCopiedFlag } from './use-copied-flag.ts';

const buttonBase =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/** Copy and Download PDF (the private notes stay out); their labels follow the page language. */
export function SermonActions({ document }: { document: SermonDocument }) {
  const { t } = useTranslation('display');
  const [copied, showCopied] = useCopiedFlag();
  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfError, setPdfError] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(sermonCopyText(document));
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
      // Loaded only when asked for: jsPDF is large.
      const [{ jsPDF }, { drawSermonPdf }] = await Promise.all([import('jspdf'), import('./build-pdf.ts')]);
      const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
      drawSermonPdf(doc, document);
      doc.save(pdfFileName(document.title));
    } catch (error) {
      logError(error, { source: 'sermon-pdf' });
      setPdfError(true);
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <div className="space-y-2">
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
      </div>
      {pdfError && (
        <p role="alert" className="text-sm font-medium text-red-800" data-testid="pdf-error">
          {t('errors.pdf')}
        </p>
      )}
    </div>
  );
}

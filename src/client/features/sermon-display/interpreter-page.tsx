import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { actionButton, secondaryButton } from './action-styles.ts';
import { sermonQuery } from '#client/lib/server-state/sermon-query.ts';
import { interpreterScriptFileName } from './pack/pack-file-names.ts';
import { packWordsFor } from './pack/pack-words.ts';
import { saveBlob } from './save-blob.ts';
import { planInterpreterScript } from './interpreter-script.ts';
import { scriptNote } from './interpreter-words.ts';
import { ScriptView } from './interpreter-view.tsx';
import { SermonNotFound } from './sermon-not-found.tsx';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';
import { loadLanguage } from '#client/i18n/i18n.ts';

const shell = 'mx-auto max-w-7xl px-4 py-8 sm:py-12 print:max-w-none print:p-0';

/**
 * /{lang}/sermons/:id/interpreter (issue 27 item 3): the sermon (the preacher's) and its twin
 * (the interpreter's) as a script, with its Word file. The server's 404 for a sermon that is
 * missing or another member's — the sermon's or its twin's — is this page's "not found".
 */
export const InterpreterPage = withServerState(function InterpreterPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('display');
  const sermon = useQuery({ ...sermonQuery(id), meta: { errorSource: 'interpreter-load' } });
  const twinId = sermon.data?.twinId ?? null;
  const twin = useQuery({ ...sermonQuery(twinId ?? ''), enabled: twinId !== null, meta: { errorSource: 'interpreter-load' } });
  const error = sermon.error ?? (twinId ? twin.error : null);

  if (sermon.isFetching || twin.isFetching || sermon.isPending || (twinId && twin.isPending && !error)) {
    return (
      <div className={shell}>
        <PageMeta title={t('interpreter.heading')} />
        <Spinner label={t('interpreter.loading')} />
      </div>
    );
  }
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error || !sermon.data) {
    const retry = () => void (sermon.error ? sermon.refetch() : twin.refetch());
    return <LoadError network={error instanceof NetworkError} onRetry={retry} />;
  }
  if (!twin.data) return <NeedsTwin id={sermon.data.id} document={sermon.data.document} />;
  return <Script id={sermon.data.id} document={sermon.data.document} twin={twin.data.document} />;
});

function BackLink({ id }: { id: string }) {
  const { t } = useTranslation('display');
  const localPath = useLocalPath();
  return (
    <Link to={`${localPath('sermon-display')}?id=${encodeURIComponent(id)}`} data-testid="interpreter-back" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 print:hidden">
      {t('interpreter.back')}
    </Link>
  );
}

type Outcome = { kind: 'ready'; file: string } | { kind: 'error' } | null;

function Script({ id, document, twin }: { id: string; document: SermonDocument; twin: SermonDocument }) {
  const { t, i18n } = useTranslation('display');
  const script = useMemo(() => planInterpreterScript(document, twin), [document, twin]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function download() {
    // The button stays focusable while the file is made (aria-disabled), so the keyboard keeps its place.
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      // docx, and the preacher's language's catalogs, are loaded only when the file is asked for.
      const [{ interpreterScriptDocxBlob }] = await Promise.all([import('./interpreter-docx.ts'), loadLanguage(script.languages[0])]);
      const file = interpreterScriptFileName(document.title, document.language);
      // The file speaks the preacher's language whatever the page's.
      saveBlob(await interpreterScriptDocxBlob(script, packWordsFor(document).sermon, i18n.getFixedT(script.languages[0], 'display')), file);
      setOutcome({ kind: 'ready', file });
    } catch (error) {
      logError(error, { source: 'interpreter-docx' });
      setOutcome({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={shell}>
      <PageMeta title={`${t('interpreter.heading')}: ${document.title || t('titles.page')}`} />
      <header className="space-y-3">
        <BackLink id={id} />
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
          {t('interpreter.heading')}
          {document.title && (
            <>
              <span className="sr-only">: </span>
              <span lang={document.language} data-testid="interpreter-title" className="mt-1 block text-lg font-semibold text-slate-700 sm:text-xl">
                {document.title}
              </span>
            </>
          )}
        </h1>
        <p className="max-w-3xl text-slate-700">{t('interpreter.howTo')}</p>
        <div className="flex flex-wrap items-center gap-3 print:hidden">
          <button type="button" data-testid="interpreter-word" aria-disabled={busy} className={`${actionButton} bg-brand-700 text-white hover:bg-brand-800`} onClick={() => void download()}>
            {busy ? t('interpreter.preparing') : t('interpreter.download')}
          </button>
          <button type="button" data-testid="interpreter-print" className={secondaryButton} onClick={() => window.print()}>
            {t('interpreter.print')}
          </button>
        </div>
        <div role="status" data-testid="interpreter-status" className="text-sm font-medium text-slate-800 print:hidden">
          {outcome?.kind === 'ready' ? t('interpreter.ready', { file: outcome.file }) : busy ? t('interpreter.preparing') : ''}
        </div>
        {outcome?.kind === 'error' && (
          <p role="alert" data-testid="interpreter-error" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {t('interpreter.error')}
          </p>
        )}
        {script.notes.length > 0 && (
          <section aria-labelledby="interpreter-notes" data-testid="interpreter-notes" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <h2 id="interpreter-notes" className="font-semibold">
              {t('interpreter.notesHeading')}
            </h2>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {script.notes.map((note, index) => (
                // The notes never reorder; the index is a stable key.
                <li key={index}>{scriptNote(t, note)}</li>
              ))}
            </ul>
          </section>
        )}
      </header>
      <div className="mt-8">
        <ScriptView script={script} />
      </div>
    </div>
  );
}

function NeedsTwin({ id, document }: { id: string; document: SermonDocument }) {
  const { t } = useTranslation('display');
  const other = document.language === 'en' ? 'es' : 'en';
  const language = t(`twin.language_${other}`);
  return (
    <div className={shell}>
      <PageMeta title={t('interpreter.heading')} />
      <section data-testid="interpreter-needs-twin" className="mx-auto max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-2xl font-bold text-brand-900">{t('interpreter.needsTwinHeading', { language })}</h1>
        <p className="text-slate-700">{t('interpreter.needsTwin', { language, make: t(other === 'es' ? 'twin.makeEs' : 'twin.makeEn') })}</p>
        <BackLink id={id} />
      </section>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('display');
  return (
    <div className={shell}>
      <SermonNotFound testId="interpreter-not-found" title={t('interpreter.notFoundHeading')} heading={t('interpreter.notFoundHeading')} body={t('interpreter.notFound')} link={t('interpreter.toSermons')} narrow />
    </div>
  );
}

function LoadError({ network, onRetry }: { network: boolean; onRetry: () => void }) {
  const { t } = useTranslation('display');
  return (
    <div className={shell}>
      <PageMeta title={t('interpreter.heading')} />
      <h1 className="sr-only">{t('interpreter.heading')}</h1>
      <p role="alert" data-testid="interpreter-load-error" className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800">
        {network ? t('interpreter.network') : t('interpreter.loadError')}
      </p>
      <button type="button" onClick={onRetry} className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('interpreter.retry')}
      </button>
    </div>
  );
}

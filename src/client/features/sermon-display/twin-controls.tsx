import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { twinMade } from '#client/lib/server-state/sermon-queries.ts';
import type { Language } from '#shared/languages.ts';
import { makeTwin } from './api/make-twin.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The sermon's twin in the other language (issue 27): "Also in Spanish" / «También en inglés»
 * writes it (a generation, so only for a member who may generate); once there, "Side by side"
 * shows both, "Interpreter's script" pairs them sentence by sentence, and a link opens the twin on
 * its own page.
 */
export function TwinControls({ id, language, twinId, canMake, sideBySide, onSideBySide, onMade, justMade = false }: {
  id: string;
  language: Language;
  twinId: string | null;
  canMake: boolean;
  sideBySide: boolean;
  onSideBySide: (on: boolean) => void;
  onMade: (twinId: string) => void;
  /** The twin was written just now (kept by the page: these controls move when side by side turns on). */
  justMade?: boolean;
}) {
  const { t } = useTranslation('display');
  const localPath = useLocalPath();
  const queryClient = useQueryClient();
  const other: Language = language === 'en' ? 'es' : 'en';
  const otherName = t(`twin.language_${other}`);
  const making = useMutation({
    mutationFn: () => makeTwin(id),
    onSuccess: (twin) => {
      twinMade(queryClient, id, twin);
      onMade(twin.id);
    },
    meta: { errorSource: 'twin-make' },
  });
  const caught = making.error;
  // The server's own words when it answered (the quota, no model configured): they say what to do.
  const error =
    caught === null ? null : caught instanceof ApiRequestError ? caught.message : caught instanceof NetworkError ? t('twin.network') : t('twin.makeError', { language: otherName });

  if (!twinId) {
    if (!canMake) return null;
    return (
      <div className="flex w-full flex-wrap items-center gap-3 print:hidden">
        <button type="button" data-testid="twin-make" className={`${button} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`} disabled={making.isPending} onClick={() => making.mutate()}>
          {making.isPending ? t('twin.making', { language: otherName }) : t(other === 'es' ? 'twin.makeEs' : 'twin.makeEn')}
        </button>
        {/* The interpreter's script pairs the sermon with its twin: said here, where the twin is made. */}
        <p data-testid="interpreter-needs-twin-hint" className="text-sm text-slate-600">
          {t('interpreter.needsTwinHint', { language: otherName })}
        </p>
        {making.isPending && (
          <span role="status" className="sr-only">
            {t('twin.making', { language: otherName })}
          </span>
        )}
        {error && (
          <p role="alert" data-testid="twin-error" className="w-full rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-center gap-3 print:hidden">
      <button
        type="button"
        data-testid="twin-side-by-side"
        aria-pressed={sideBySide}
        className={`${button} ${sideBySide ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50'}`}
        onClick={() => onSideBySide(!sideBySide)}
      >
        {t('twin.sideBySide')}
      </button>
      <Link to={localPath(`sermons/${encodeURIComponent(id)}/interpreter`)} data-testid="interpreter-link" className={`${button} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}>
        {t('interpreter.open')}
      </Link>
      <Link to={`${localPath('sermon-display')}?id=${encodeURIComponent(twinId)}`} data-testid="twin-open" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2">
        {t('twin.open', { language: otherName })}
      </Link>
      {justMade && (
        <p role="status" data-testid="twin-made" className="w-full text-sm font-medium text-slate-800">
          {t('twin.made', { language: otherName })}
        </p>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './use-autosave.ts';

const tone: Record<SaveStatus, string> = {
  saved: 'text-green-800',
  pending: 'text-slate-700',
  saving: 'text-slate-700',
  offline: 'text-amber-900',
  conflict: 'text-red-800',
  error: 'text-red-800',
};

/** Where the pastor's words are: announced politely to a screen reader, never stealing focus. */
export function SaveStatusLine({ status, errorMessage }: { status: SaveStatus; errorMessage: string }) {
  const { t } = useTranslation('display');
  const text =
    status === 'error' ? (errorMessage ? t('save.error', { message: errorMessage }) : t('save.errorGeneric')) : t(`save.${status}`);
  return (
    <p role="status" data-testid="save-status" data-status={status} className={`text-sm font-semibold print:hidden ${tone[status]}`}>
      {text}
    </p>
  );
}

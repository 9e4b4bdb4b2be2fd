import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { anySavedSermonQuery } from '#client/lib/server-state/sermon-queries.ts';

/**
 * On the plan offer, for a member whose subscription ended: their saved sermons are still theirs,
 * and a link to them (decision 0024). Nothing for a member with none (or when the check fails).
 */
export function SavedSermonsNote() {
  const { t } = useTranslation('account');
  const localPath = useLocalPath();
  const { data: some = false } = useQuery({ ...anySavedSermonQuery(), meta: { errorSource: 'subscribe-saved-check' } });

  if (!some) return null;
  return (
    <p className="mb-6 rounded-md border border-slate-200 bg-white p-4 text-slate-800" data-testid="saved-sermons-note">
      {t('subscribe.savedSermons')}{' '}
      <Link to={localPath('dashboard')} className="font-semibold text-brand-700 underline underline-offset-2">
        {t('subscribe.openSavedSermons')}
      </Link>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalPath } from '#client/components/layout/use-language.ts';

/** "Preach": the sermon in the preaching view (product §2). */
export function PreachLink({ id }: { id: string }) {
  const { t } = useTranslation('preach');
  const localPath = useLocalPath();
  return (
    <Link to={localPath(`sermons/${encodeURIComponent(id)}/preach`)} data-testid="preach-link" className="mt-3 inline-flex print:hidden min-h-11 items-center rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
      {t('title')}
    </Link>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { sermonKeys } from '#client/lib/server-state/sermon-queries.ts';
import type { Sermon } from '#shared/sermon.ts';
import { getSermonToPreach } from './api/get-sermon-to-preach.ts';
import { useKeepPageOffline } from '#client/lib/use-keep-page-offline.ts';
import { forgetOfflineCopy, keepOfflineCopy, readOfflineCopy } from '#client/lib/offline-copy.ts';
import { PreachView } from './preach-view.tsx';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';

/**
 * product §2 Preach: /{lang}/sermons/:id/preach. The server's copy when it answers (kept on the
 * device as it arrives); the device's copy when the network does not, so a dropped Wi-Fi or a
 * reload without it still shows the sermon. It sits outside the site's guards on purpose: they
 * ask the server, and the pulpit must not depend on it once the sermon is here.
 */
export const PreachPage = withServerState(function PreachPage() {
  const { id = '' } = useParams();
  // At the pulpit the copy on this device beats waiting: a failure is not asked again by itself.
  const query = useQuery({ queryKey: [...sermonKeys.one(id), 'preach'], queryFn: ({ signal }) => readToPreach(id, signal), retry: false, meta: { errorSource: 'preach-load' } });
  const { data, error } = query;
  // The server answered (401, 403, 404): no copy of this device's is shown.
  const refused = error instanceof ApiRequestError && error.status < 500 ? error.status : null;
  const copy = useMemo(() => (error && refused === null ? readOfflineCopy(id) : null), [error, refused, id]);
  const sermon = data ?? copy;
  // Once the sermon shows, everything the page loaded is in: the service worker keeps it.
  const offlineReady = useKeepPageOffline(sermon !== null);

  if (query.isPending) return <Spinner />;
  if (sermon) return <PreachView sermon={sermon} offline={!data} offlineReady={offlineReady} />;
  return <Problem problem={refused === 401 ? 'sign-in' : refused === 403 ? 'subscribe' : refused !== null ? 'not-found' : 'unavailable'} />;
});

/** The server's copy, kept on the device as it arrives; when the server refuses it (401, 403, 404), its word holds over any copy here. */
async function readToPreach(id: string, signal: AbortSignal): Promise<Sermon> {
  try {
    const sermon = await getSermonToPreach(id, signal);
    keepOfflineCopy(sermon);
    return sermon;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status < 500) forgetOfflineCopy(id);
    throw error;
  }
}

function Problem({ problem }: { problem: 'not-found' | 'sign-in' | 'subscribe' | 'unavailable' }) {
  const { t } = useTranslation('preach');
  const localPath = useLocalPath();
  const { id = '' } = useParams();
  if (problem === 'sign-in') return <Navigate to={`${localPath('login')}?from=${encodeURIComponent(localPath(`sermons/${id}/preach`))}`} replace />;
  if (problem === 'subscribe') return <Navigate to={localPath('subscribe')} replace />;
  return (
    <main className="mx-auto max-w-xl px-4 py-12 text-center">
      <PageMeta title={t('title')} />
      <h1 className="font-serif text-2xl font-bold text-brand-900">{problem === 'not-found' ? t('notFound') : t('unavailable')}</h1>
      <Link to={localPath('dashboard')} className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t('backToDashboard')}
      </Link>
    </main>
  );
}

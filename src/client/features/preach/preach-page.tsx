import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import type { Sermon } from '#shared/sermon.ts';
import { getSermonToPreach } from './api/get-sermon-to-preach.ts';
import { useKeepPageOffline } from '#client/lib/use-keep-page-offline.ts';
import { forgetOfflineCopy, keepOfflineCopy, readOfflineCopy } from '#client/lib/offline-copy.ts';
import { PreachView } from './preach-view.tsx';

type Loaded = { id: string; sermon: Sermon; offline: boolean } | { id: string; problem: 'not-found' | 'sign-in' | 'subscribe' | 'unavailable' };

/**
 * product §2 Preach: /{lang}/sermons/:id/preach. The server's copy when it answers (kept on the
 * device as it arrives); the device's copy when the network does not, so a dropped Wi-Fi or a
 * reload without it still shows the sermon. It sits outside the site's guards on purpose: they
 * ask the server, and the pulpit must not depend on it once the sermon is here.
 */
export function PreachPage() {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const showing = loaded !== null && 'sermon' in loaded;
  // Once the sermon shows, everything the page loaded is in: the service worker keeps it.
  const offlineReady = useKeepPageOffline(showing);

  useEffect(() => {
    const controller = new AbortController();
    getSermonToPreach(id, controller.signal).then(
      (sermon) => {
        keepOfflineCopy(sermon);
        setLoaded({ id, sermon, offline: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status < 500) {
          // The server answered: its word holds over any copy on this device.
          forgetOfflineCopy(id);
          setLoaded({ id, problem: error.status === 401 ? 'sign-in' : error.status === 403 ? 'subscribe' : 'not-found' });
          return;
        }
        const copy = readOfflineCopy(id);
        if (copy) setLoaded({ id, sermon: copy, offline: true });
        else {
          logError(error, { source: 'preach-load' });
          setLoaded({ id, problem: 'unavailable' });
        }
      },
    );
    return () => controller.abort();
  }, [id]);

  if (!loaded || loaded.id !== id) return <Spinner />;
  if ('sermon' in loaded) return <PreachView sermon={loaded.sermon} offline={loaded.offline} offlineReady={offlineReady} />;
  return <Problem problem={loaded.problem} />;
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

import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';
import { logError } from '#client/lib/error-log.ts';
import { useKeepPageOffline } from '#client/lib/use-keep-page-offline.ts';
import { keepOfflineCopy, readOfflineCopy } from '#client/lib/offline-copy.ts';
import type { Sermon } from '#shared/sermon.ts';
import { sermonFromState } from '#shared/sermon-navigation.ts';
import { getSermon } from '#client/lib/get-sermon.ts';
import { SermonReader } from './sermon-reader.tsx';
import { SermonWorkspace } from './sermon-workspace.tsx';

type LoadResult = { key: string; status: 'loaded'; sermon: Sermon; offline: boolean } | { key: string; status: 'not-found' | 'error' | 'network' };

export function SermonDisplayPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const localPath = useLocalPath();
  const id = searchParams.get('id')?.trim() ?? '';
  // A sermon handed over by navigation is held here, and the history entry forgets it once its id is
  // in the URL: a reload then reads the server (with any edits), never the version first generated.
  const [held] = useState(() => sermonFromState(location.state));
  const handed = sermonFromState(location.state);
  const stateSermon = handed ?? (held && held.id === id ? held : null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<LoadResult | null>(null);
  const loadKey = `${id}#${attempt}`;
  const needsLoad = !stateSermon && id !== '';

  // Shown from navigation state: put its id in the URL so the page is bookmarkable and survives a reload.
  useEffect(() => {
    if (handed?.id) {
      void navigate({ pathname: location.pathname, search: `?id=${encodeURIComponent(handed.id)}` }, { replace: true, state: null });
    }
  }, [handed?.id, navigate, location.pathname]);

  useEffect(() => {
    if (!needsLoad) return;
    const controller = new AbortController();
    getSermon(id, controller.signal).then(
      (sermon) => setResult({ key: loadKey, status: 'loaded', sermon, offline: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          setResult({ key: loadKey, status: 'not-found' });
          return;
        }
        // No answer at all: the copy kept on this device, when there is one (its unsent edits come with it).
        const copy = error instanceof NetworkError ? readOfflineCopy(id) : null;
        if (copy) {
          setResult({ key: loadKey, status: 'loaded', sermon: copy, offline: true });
          return;
        }
        logError(error, { source: 'sermon-display-load' });
        setResult({ key: loadKey, status: error instanceof NetworkError ? 'network' : 'error' });
      },
    );
    return () => controller.abort();
  }, [needsLoad, id, loadKey]);

  if (stateSermon) return <Display sermon={stateSermon} justGenerated={held?.id === stateSermon.id} />;
  if (!id) return <Navigate to={localPath('sermons')} replace />;
  if (!result || result.key !== loadKey) return <LoadingState />;
  if (result.status === 'loaded') return <Display sermon={result.sermon} offline={result.offline} />;
  if (result.status === 'not-found') return <NotFound />;
  return <LoadError network={result.status === 'network'} onRetry={() => setAttempt((n) => n + 1)} />;
}

function Shell({ children }: { children: ReactNode }) {
  // Side by side with its twin (issue 27), the sermon takes the width of a wide screen.
  const [searchParams] = useSearchParams();
  const wide = searchParams.get('side') === '1';
  return <div className={`mx-auto px-4 py-8 sm:py-12 ${wide ? 'max-w-7xl print:max-w-none' : 'max-w-3xl'}`}>{children}</div>;
}

function LoadingState() {
  const { t } = useTranslation('display');
  return (
    <Shell>
      <PageMeta title={t('titles.page')} />
      <Spinner />
    </Shell>
  );
}

function Display({ sermon, justGenerated = false, offline = false }: { sermon: Sermon; justGenerated?: boolean; offline?: boolean }) {
  const auth = useAuth();
  const { t } = useTranslation('display');
  // Once the sermon shows, the page and everything it loaded are kept, so it opens again without a network.
  const offlineReady = useKeepPageOffline(true);
  useEffect(() => {
    // The server's copy, as it arrived (from the generator or a load), is kept on this device.
    if (!offline) keepOfflineCopy(sermon);
  }, [sermon, offline]);
  // The sermon's headings follow its own language (render-sermon-blocks.ts); the buttons follow the page's.
  // Without a subscription the member's own sermon is read-only (decision 0024). Offline, the copy on
  // this device opens for editing: the edits stay here and the server decides when they reach it.
  return (
    <Shell>
      <div data-testid="sermon-page" data-offline-ready={offlineReady}>
        {offline && (
          <p role="status" data-testid="display-offline" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 print:hidden">
            {t('offline.notice')}
          </p>
        )}
        {hasAccess(auth) || offline ? <SermonWorkspace key={sermon.id} initial={sermon} justGenerated={justGenerated} /> : <SermonReader key={sermon.id} sermon={sermon} />}
      </div>
    </Shell>
  );
}

function NotFound() {
  const { t } = useTranslation('display');
  const localPath = useLocalPath();
  return (
    <Shell>
      <PageMeta title={t('titles.notFound')} />
      <section data-testid="display-not-found" className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">{t('notFound.heading')}</h1>
        <p className="mt-3 text-slate-700">{t('notFound.body')}</p>
        <Link
          to={localPath('sermons')}
          className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('notFound.link')}
        </Link>
      </section>
    </Shell>
  );
}

function LoadError({ network, onRetry }: { network: boolean; onRetry: () => void }) {
  const { t } = useTranslation('display');
  const localPath = useLocalPath();
  return (
    <Shell>
      <PageMeta title={t('titles.page')} />
      <h1 className="sr-only">{t('titles.page')}</h1>
      <div role="alert" data-testid="display-error" className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800">
        {network ? t('errors.network') : t('errors.load')}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('errors.retry')}
        </button>
        <Link to={localPath('sermons')} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2">
          {t('notFound.link')}
        </Link>
      </div>
    </Shell>
  );
}

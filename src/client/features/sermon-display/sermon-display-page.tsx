import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';
import { sermonQuery } from '#client/lib/server-state/sermon-query.ts';
import { useKeepPageOffline } from '#client/lib/use-keep-page-offline.ts';
import { whenIdle } from '#client/lib/when-idle.ts';
import { keepOfflineCopy, readOfflineCopy } from '#client/lib/offline-copy.ts';
import { sermonFromState } from '#client/lib/sermon-answer.ts';
import type { Sermon } from '#shared/sermon.ts';
import { SermonNotFound } from './sermon-not-found.tsx';
import { SermonReader } from './sermon-reader.tsx';
import { SermonWorkspace } from './sermon-workspace.tsx';
import { loadWorkspaceCode } from './workspace-code.ts';
import { withServerState } from '#client/lib/server-state/with-server-state.tsx';

export const SermonDisplayPage = withServerState(function SermonDisplayPage() {
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
  const needsLoad = !stateSermon && id !== '';
  // The editor starts from the server's sermon as it is now: a copy in the cache is asked again
  // before the page shows it (a save from another device may have moved it on).
  const load = useQuery({ ...sermonQuery(id), enabled: needsLoad, refetchOnMount: 'always', meta: { errorSource: 'sermon-display-load' } });
  // A whole sermon is a large page to build: built as deferred work React splits into short slices,
  // the loading state stays up meanwhile and the page keeps answering input (one long task before).
  const loaded = useDeferredValue(load.isSuccess ? load.data : null);
  // No answer at all: the copy kept on this device, when there is one (its unsent edits come with it).
  const offlineCopy = useMemo(() => (load.error instanceof NetworkError ? readOfflineCopy(id) : null), [load.error, id]);

  // Shown from navigation state: put its id in the URL so the page is bookmarkable and survives a reload.
  useEffect(() => {
    if (handed?.id) {
      void navigate({ pathname: location.pathname, search: `?id=${encodeURIComponent(handed.id)}` }, { replace: true, state: null });
    }
  }, [handed?.id, navigate, location.pathname]);

  if (stateSermon) return <Display sermon={stateSermon} justGenerated={held?.id === stateSermon.id} />;
  if (!id) return <Navigate to={localPath('sermons')} replace />;
  if (load.isFetching && (!load.isFetchedAfterMount || load.isError)) return <LoadingState />;
  // The deferred value can still be the sermon shown before this one: never shown for the id asked.
  if (load.isSuccess) return loaded?.id === load.data.id ? <Display sermon={loaded} /> : <LoadingState />;
  const { error } = load;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (offlineCopy) return <Display sermon={offlineCopy} offline />;
  return <LoadError network={error instanceof NetworkError} onRetry={() => void load.refetch()} />;
});

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
  // Once the sermon shows and the browser is idle, the code it opened without is fetched, then the
  // page and everything it loaded are kept, so it opens again without a network, editing included.
  const [codeLoaded, setCodeLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => void loadWorkspaceCode().then(() => current && setCodeLoaded(true)));
    return () => {
      current = false;
      cancel();
    };
  }, []);
  const offlineReady = useKeepPageOffline(codeLoaded);
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
  return (
    <Shell>
      <SermonNotFound testId="display-not-found" title={t('titles.notFound')} heading={t('notFound.heading')} body={t('notFound.body')} link={t('notFound.link')} />
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

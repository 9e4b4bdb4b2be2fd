import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { HISTORY_FILTER_PARAMS, HISTORY_PAGE_SIZE } from '#shared/constants.ts';
import type { SermonListPage, SermonSummary } from '#shared/sermon.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiRequestError } from '#client/lib/api-client.ts';
import { sermonDeleted, sermonKeys } from '#client/lib/server-state/sermon-queries.ts';
import { deleteSermon } from './api/delete-sermon.ts';
import { listSermons, type HistoryFilters } from './api/list-sermons.ts';
import { longDate, shortTime } from './format-date.ts';
import { HistorySearch } from './history-search.tsx';

/**
 * product §2 Sermon History: the user's sermons, newest first, with View and delete, searched by
 * words, language and audience. The search lives in the dashboard's URL (?q=&language=&audienceType=),
 * so a search is bookmarked, shared and kept across a reload like any page. Without a
 * subscription (`canPreach` false) the rows keep View and Delete: preaching is premium (decision 0024).
 */
export function SermonHistory({ canPreach = true }: { canPreach?: boolean }) {
  const { t } = useTranslation(['account', 'sermons']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filterLanguage = params.get('language') ?? '';
  const audienceType = params.get('audienceType') ?? '';
  const filters = useMemo<HistoryFilters>(() => ({ q, language: filterLanguage, audienceType }), [q, filterLanguage, audienceType]);
  const searching = HISTORY_FILTER_PARAMS.some((name) => (filters[name] ?? '').trim() !== '');
  // The search the pastor last asked for, ahead of the address: a typing pause that ends just
  // after a filter was picked must merge over that filter, even before the router has re-rendered
  // with it (on a slow machine the pause's stale closure put back the old address, losing the
  // language filter). Follows the address whenever the address itself changes (back, a bookmark).
  const intended = useRef(params);
  useEffect(() => {
    intended.current = params;
  }, [params]);
  const changeFilters = useCallback(
    (next: Partial<HistoryFilters>) => {
      // Only what changed, over the search as last asked for.
      const updated = new URLSearchParams(intended.current);
      for (const name of HISTORY_FILTER_PARAMS) {
        const value = next[name];
        if (value === undefined) continue;
        if (value.trim() === '') updated.delete(name);
        else updated.set(name, value);
      }
      intended.current = updated;
      // Each pause in typing is not a page of its own in the browser's history.
      setParams(updated, { replace: true });
    },
    [setParams],
  );
  const queryClient = useQueryClient();
  // Each search is a query of its own: only the answer for the search now asked is shown, and the
  // list already found stays in view while the next one is on its way.
  const history = useInfiniteQuery({
    queryKey: [...sermonKeys.lists, 'history', filters],
    queryFn: ({ pageParam }) => listSermons(pageParam, HISTORY_PAGE_SIZE, filters),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    meta: { errorSource: 'history-fetch' },
  });
  const removal = useMutation({
    mutationFn: (sermon: SermonSummary) => deleteSermon(sermon.id),
    onSuccess: (_answer, sermon) => {
      // Its row goes at once; the lists are then read again behind it.
      queryClient.setQueriesData<InfiniteData<SermonListPage>>({ queryKey: [...sermonKeys.lists, 'history'] }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, sermons: page.sermons.filter((s) => s.id !== sermon.id) })) },
      );
      sermonDeleted(queryClient, sermon.id);
    },
    meta: { errorSource: 'history-delete' },
  });
  const [confirming, setConfirming] = useState<SermonSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sermons = history.data?.pages.flatMap((page) => page.sermons) ?? [];
  const deleting = removal.isPending ? removal.variables.id : null;
  const deleted = removal.isSuccess ? removal.variables.title : null;
  // product §8: the server's message when there is one, else 'Failed to delete sermon'.
  const error = removal.isError
    ? removal.error instanceof ApiRequestError && removal.error.message
      ? removal.error.message
      : t('history.deleteFailed')
    : history.isError
      ? t('history.fetchFailed')
      : null;

  function remove(sermon: SermonSummary) {
    setConfirming(null);
    removal.mutate(sermon, {
      // Its row (and the button pressed) is gone: focus goes to the list's heading, not to the page's start.
      onSuccess: () => heading.current?.focus(),
    });
  }

  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-testid="sermon-history">
      <h2 id="history-title" ref={heading} tabIndex={-1} className="font-serif text-2xl font-bold text-brand-900 focus:outline-none">
        {t('history.historyTitle')}
      </h2>
      <ConfirmDialog
        open={confirming !== null}
        title={t('history.deleteTitle')}
        keep={{ label: t('history.deleteNo'), onChoose: () => setConfirming(null) }}
        confirm={{ label: t('history.deleteYes'), onChoose: () => confirming && remove(confirming) }}
        testId="delete-dialog"
      >
        <p>{t('history.deleteConfirm', { title: confirming?.title ?? '' })}</p>
      </ConfirmDialog>
      <p role="status" className="mt-2 text-sm font-medium text-slate-800 empty:hidden" data-testid="history-deleted">
        {deleted ? t('history.deleted', { title: deleted }) : ''}
      </p>
      <HistorySearch filters={filters} onChange={changeFilters} />
      {error && (
        <div className="mt-4">
          <ErrorBox testId="history-error">{error}</ErrorBox>
        </div>
      )}
      {history.isPending ? (
        <Spinner label={t('history.loadingHistory')} />
      ) : sermons.length === 0 && !error ? (
        <p className="mt-4 text-slate-700" data-testid="history-empty" role="status">
          {searching ? t('history.noMatches') : t('history.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" data-testid="history-list">
          {sermons.map((sermon) => (
            <li key={sermon.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="history-row">
              <div className="min-w-0">
                <p className="font-serif text-lg font-semibold break-words text-brand-900">{sermon.title}</p>
                <p className="text-sm text-slate-700">{sermon.mainScripture}</p>
                <p className="text-sm text-slate-700" data-testid="history-details">
                  {t('history.details', {
                    audience: t(`sermons:generator.audiences.${sermon.audienceType}`),
                    style: t(`sermons:generator.styles.${sermon.languageStyle}`),
                    language: t(`sermons:generator.languages.${sermon.language}`),
                  })}
                </p>
                <p className="text-xs text-slate-600" data-testid="history-saved">
                  <time dateTime={sermon.createdAt}>{t('history.savedAt', { date: longDate(sermon.createdAt, language), time: shortTime(sermon.createdAt, language) })}</time>
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  // The list holds summaries: the display page loads the whole sermon by its id.
                  onClick={() => navigate(`/${language}/sermon-display?id=${encodeURIComponent(sermon.id)}`)}
                  className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {t('history.view')}
                </button>
                {canPreach && (
                  <Link
                    to={`/${language}/sermons/${encodeURIComponent(sermon.id)}/preach`}
                    className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                    data-testid="history-preach"
                  >
                    {t('history.preach')}
                  </Link>
                )}
                <button
                  type="button"
                  onClick={() => setConfirming(sermon)}
                  disabled={deleting === sermon.id}
                  className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
                >
                  {deleting === sermon.id ? t('history.deleting') : t('history.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage && !history.isFetchingNextPage && !history.isPlaceholderData && (
        <button
          type="button"
          onClick={() => void history.fetchNextPage()}
          className="mt-4 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
          data-testid="history-more"
        >
          {t('history.loadMore')}
        </button>
      )}
    </section>
  );
}

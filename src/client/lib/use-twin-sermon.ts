import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { NetworkError } from '#client/lib/api-client.ts';
import { keepOfflineCopy, readOfflineCopy } from '#client/lib/offline-copy.ts';
import { sermonQuery } from '#client/lib/server-state/sermon-query.ts';
import type { Language } from '#shared/languages.ts';
import type { Sermon } from '#shared/sermon.ts';

/** Where the twin stands: none to load, on its way, here (perhaps from this device), or not to be had. */
export type TwinLoad =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; sermon: Sermon; fromDevice: boolean }
  | { status: 'error'; network: boolean };

interface Options {
  /** Keep the twin on this device as it arrives and, with no network, read that copy (the preaching view). */
  offline?: boolean;
}

/**
 * The sermon's twin in the other language (issue 27), read through the query cache (GET
 * /api/sermons/:id) for whatever shows both: side by side and the congregation's pack on the
 * sermon page, the bilingual preaching view. A "twin" in the same language as the sermon is not
 * one (a damaged link) and is treated as missing. `retry` asks again.
 */
export function useTwinSermon(twinId: string | null, language: Language, { offline = false }: Options = {}): [TwinLoad, () => void] {
  // A twin deleted meanwhile (404) is no fault to report (query-client.ts logs only faults).
  const query = useQuery({ ...sermonQuery(twinId ?? ''), enabled: twinId !== null, meta: { errorSource: 'twin-load' } });
  const { data, error, refetch } = query;
  const network = error instanceof NetworkError;
  const copy = useMemo(() => (offline && network && twinId ? readOfflineCopy(twinId) : null), [offline, network, twinId]);

  useEffect(() => {
    if (offline && data && data.document.language !== language) keepOfflineCopy(data);
  }, [offline, data, language]);

  const retry = useCallback(() => void refetch(), [refetch]);
  if (!twinId) return [{ status: 'none' }, retry];
  if (query.isPending || (query.isError && query.isFetching)) return [{ status: 'loading' }, retry];
  if (data) return [data.document.language === language ? { status: 'error', network: false } : { status: 'loaded', sermon: data, fromDevice: false }, retry];
  if (copy && copy.document.language !== language) return [{ status: 'loaded', sermon: copy, fromDevice: true }, retry];
  return [{ status: 'error', network }, retry];
}

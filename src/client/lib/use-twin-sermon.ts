import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import { getSermon } from '#client/lib/get-sermon.ts';
import { keepOfflineCopy, readOfflineCopy } from '#client/lib/offline-copy.ts';
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
 * The sermon's twin in the other language (issue 27), read once from the server (GET
 * /api/sermons/:id) for whatever shows both: side by side and the congregation's pack on the
 * sermon page, the bilingual preaching view. A "twin" in the same language as the sermon is not
 * one (a damaged link) and is treated as missing. `retry` asks again.
 */
export function useTwinSermon(twinId: string | null, language: Language, { offline = false }: Options = {}): [TwinLoad, () => void] {
  const [attempt, setAttempt] = useState(0);
  const key = `${twinId ?? ''}#${attempt}`;
  const [load, setLoad] = useState<{ key: string; load: TwinLoad } | null>(null);

  useEffect(() => {
    if (!twinId) return;
    const controller = new AbortController();
    const settle = (next: TwinLoad) => setLoad({ key, load: next });
    getSermon(twinId, controller.signal).then(
      (sermon) => {
        if (sermon.document.language === language) {
          settle({ status: 'error', network: false });
          return;
        }
        if (offline) keepOfflineCopy(sermon);
        settle({ status: 'loaded', sermon, fromDevice: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const network = error instanceof NetworkError;
        const copy = offline && network ? readOfflineCopy(twinId) : null;
        if (copy && copy.document.language !== language) {
          settle({ status: 'loaded', sermon: copy, fromDevice: true });
          return;
        }
        // A twin deleted meanwhile (404) is no fault to report.
        if (!network && !(error instanceof ApiRequestError && error.status === 404)) logError(error, { source: 'twin-load' });
        settle({ status: 'error', network });
      },
    );
    return () => controller.abort();
  }, [twinId, key, language, offline]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!twinId) return [{ status: 'none' }, retry];
  if (!load || load.key !== key) return [{ status: 'loading' }, retry];
  return [load.load, retry];
}

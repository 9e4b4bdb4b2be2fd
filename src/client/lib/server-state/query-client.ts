import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, MalformedAnswerError, NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorSource` names a failure in the client error log (error-log.ts). */
    queryMeta: { errorSource?: string };
    mutationMeta: { errorSource?: string };
  }
}

/** How many times a read the server failed (5xx) is asked again before the page says so. */
const SERVER_TROUBLE_RETRIES = 2;

/**
 * Whether a failed read is worth asking again by itself: only when the server answered with a
 * fault of its own (a 5xx: a restart, a proxy's 502). Never with no answer at all (offline: the
 * page has the copy on this device or a Retry button, and the connection will not be back in a
 * second), never for 4xx (the answer is the answer), never for an answer of the wrong shape.
 */
export function retryServerTrouble(failures: number, error: unknown): boolean {
  if (failures >= SERVER_TROUBLE_RETRIES) return false;
  return error instanceof ApiRequestError && !(error instanceof MalformedAnswerError) && error.status >= 500 && error.status !== 501;
}

/**
 * A failure worth a line in the client error log: not a missing connection (the page says so) and
 * not the server's answer to this member's request (a 404 for a deleted sermon, a 403), which is
 * news to the member, not a fault.
 */
function logFailure(error: unknown, source: string | undefined): void {
  if (!source || error instanceof NetworkError) return;
  if (error instanceof ApiRequestError && !(error instanceof MalformedAnswerError) && error.status < 500 && error.status !== 429) return;
  logError(error, { source });
}

function newQueryClient(): QueryClient {
  return new QueryClient({
    // Once per read or change that failed for good (after its retries), never per attempt.
    queryCache: new QueryCache({ onError: (error, query) => logFailure(error, query.meta?.errorSource) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => logFailure(error, mutation.meta?.errorSource) }),
    defaultOptions: {
      queries: {
        // Asked even when the browser says it is offline: the failure (NetworkError) is what sends
        // a page to the copy kept on this device, as it always did; a paused query would wait instead.
        networkMode: 'always',
        retry: retryServerTrouble,
        retryDelay: (attempt) => 500 * 2 ** attempt,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

// The library tells its pages of a change on the next timer tick (setTimeout 0) by default; a
// microtask instead, so that what a page shows never waits for a timer: a background tab's timers
// are slowed to a second or more, and a clock held still (the e2e tests of the retry banners and
// the reset countdown) would hold the page's answer with it. The retry waits stay timers.
notifyManager.setScheduler((callback) => queueMicrotask(callback));

let current: { member: string | null; client: QueryClient } | null = null;

/**
 * The browser's one cache of server state (decision 0043), shared by every signed-in page: a page
 * opened again shows what it had at once and asks the server again behind it. The library owns
 * the rest: one request per key at a time, an older answer never shown over a newer one, an answer
 * for a page left meanwhile dropped. Reads are not repeated on focus or reconnect: the session
 * check does that for access (auth-context.tsx), and a sermon open in the editor changes only by
 * its own saves. The cache is the member's: another member (or none) signing in on this tab
 * starts an empty one, so nobody is shown what the last one had.
 */
export function queryClientFor(member: string | null): QueryClient {
  // The last member's cache is left to go (its provider unmounts it), not cleared here: clearing
  // would tell its pages, still rendering, in the middle of this render.
  if (current?.member !== member) current = { member, client: newQueryClient() };
  return current.client;
}

// What this browser keeps of a signed-in member's sermons, in one place, so sign-out can clear it
// (decisions 0021 and 0022): on a shared church computer the next person must not open them.
// - `sermon-draft:<id>`: editor changes the server does not have yet (the editor's draft store);
// - `preach:sermon:<id>`: the sermons opened to preach, for a pulpit without Wi-Fi;
// - the preaching service worker (public/preach-sw.js) and its `preach-v…` cache.

export const DRAFT_PREFIX = 'sermon-draft:';
export const PREACH_COPY_PREFIX = 'preach:sermon:';
const PREACH_CACHE_PREFIX = 'preach-';
const PREACH_WORKER = '/preach-sw.js';
/** Sign-out waits this long at most for the browser's caches before leaving anyway. */
const FORGET_WAIT_MS = 2_000;

/** The titles of the sermons whose edits have not reached the server (a damaged draft counts, untitled). */
export function unsentDraftTitles(): string[] {
  try {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(DRAFT_PREFIX))
      .map((key) => {
        try {
          const title = (JSON.parse(localStorage.getItem(key) ?? '{}') as { document?: { title?: unknown } }).document?.title;
          return typeof title === 'string' ? title : '';
        } catch {
          return '';
        }
      });
  } catch {
    return [];
  }
}

async function forgetPreachingWorker(): Promise<void> {
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (name.startsWith(PREACH_CACHE_PREFIX)) await caches.delete(name);
  }
  if ('serviceWorker' in navigator) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      if (worker && new URL(worker.scriptURL).pathname === PREACH_WORKER) await registration.unregister();
    }
  }
}

/**
 * Clears everything this browser kept for the member: local and session storage (drafts, the
 * preaching copies, settings) and the preaching worker's cache. Never throws, never hangs sign-out.
 */
export async function forgetDeviceCopies(): Promise<void> {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage disabled: nothing was kept there.
  }
  await Promise.race([forgetPreachingWorker().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]);
}

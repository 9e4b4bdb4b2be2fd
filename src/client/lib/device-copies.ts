// What this browser keeps of a signed-in member's sermons, in one place, so sign-out can clear it
// (decisions 0021 and 0022): on a shared church computer the next person must not open them.
// - `sermon-draft:<id>`: editor changes the server does not have yet (the editor's draft store);
// - `preach:sermon:<id>`: the sermons opened to preach, for a pulpit without Wi-Fi;
// - the preaching service worker (public/preach-sw.js) and its `preach-v…` cache.
// - `device-owner`: whose they are. A member may leave without signing out; whoever signs in next on
//   this browser, or a session that ended elsewhere (revoked, expired), must not open them either.

export const DRAFT_PREFIX = 'sermon-draft:';
export const PREACH_COPY_PREFIX = 'preach:sermon:';
const PREACH_CACHE_PREFIX = 'preach-';
const PREACH_WORKER = '/preach-sw.js';
const OWNER_KEY = 'device-owner';
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

/** How long the worker gets to answer: one of an older version never does, and the page then clears alone. */
const WORKER_ANSWER_WAIT_MS = 500;

/** Tells the preaching worker serving this page to keep nothing more and drop its cache; resolves when it has (or did not answer). */
function tellWorkerToForget(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, WORKER_ANSWER_WAIT_MS);
    worker.postMessage({ type: 'forget' }, [channel.port2]);
  });
}

/** The preaching worker, if it serves this page. */
function preachingController(): ServiceWorker | null {
  const controller = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  return controller && new URL(controller.scriptURL).pathname === PREACH_WORKER ? controller : null;
}

async function forgetPreachingWorker(): Promise<void> {
  // The worker itself first: until this page is left it keeps the chunks the page loads, and would
  // otherwise make its cache again after the page deleted it. Then its registration, before the
  // caches: a slow device whose sign-out leaves before the end keeps no worker to serve the copies.
  const controller = preachingController();
  if (controller) await tellWorkerToForget(controller);
  if ('serviceWorker' in navigator) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      if (worker && new URL(worker.scriptURL).pathname === PREACH_WORKER) await registration.unregister();
    }
  }
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) if (name.startsWith(PREACH_CACHE_PREFIX)) await caches.delete(name);
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

/** The preaching copies and the worker's cache only; unsent drafts stay for their owner to come back to. */
async function forgetPreachingCopies(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREACH_COPY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept there.
  }
  await Promise.race([forgetPreachingWorker().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]);
}

function owner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/** A member last signed in on this browser: offline, the page keeps that member's links (nothing else of theirs is read). */
export function memberOnDevice(): boolean {
  return owner() !== null;
}

/**
 * A member is signed in on this browser: what another member left here (copies, drafts, settings)
 * is cleared first, then this browser's copies are recorded as this member's.
 */
export async function claimDeviceCopies(userId: string): Promise<void> {
  const previous = owner();
  if (previous && previous !== userId) await forgetDeviceCopies();
  try {
    localStorage.setItem(OWNER_KEY, userId);
  } catch {
    // Storage disabled: nothing is kept, nothing to claim.
  }
}

/**
 * The server says there is no session (revoked elsewhere, expired) while this browser holds a
 * member's copies: the preaching copies, which open without the server, go now. Unsent drafts open
 * only in the editor, which needs the owner's session; they wait for the owner, and go if another
 * member signs in here (claimDeviceCopies).
 */
export async function sessionEndedOnDevice(): Promise<void> {
  // No owner but the preaching worker still serving the page: a sign-out that ran out of time
  // (it waits at most FORGET_WAIT_MS) before the worker was gone; the first page after finishes it.
  if (owner() || preachingController()) await forgetPreachingCopies();
}

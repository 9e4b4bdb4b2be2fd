// The service worker of the pages that open a sermon kept on this device (decision 0022): the
// preaching view and the sermon page (display and editor). A reload with no network at all still
// opens them. Minimal on purpose: same origin only; it answers those pages' navigation (network
// first, then the shell it kept for the page's language) and the hashed /assets/ files (they never
// change under one name): the ones a page told it to keep, and any it fetched since. The API is
// never touched: the page keeps the sermon itself. A new VERSION drops every older cache.
const VERSION = 'preach-v2';
const SHELL = '/__shell/';
const KEPT_PAGE = /^\/(en|es)\/(?:sermons\/[^/]+\/preach|sermon-display)$/;

/**
 * Set when a page says the member's session is over (src/client/lib/device-copies.ts): this worker
 * still serves the pages it controls until they are left, and from then on keeps nothing.
 */
let forgotten = false;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== VERSION) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function keep(urls) {
  const cache = await caches.open(VERSION);
  // All at once: the browser queues them on its connections, and a page is ready offline as soon
  // as the slowest file is kept rather than after the sum of them all.
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      if (url.origin !== self.location.origin) return;
      const page = KEPT_PAGE.exec(url.pathname);
      if (page) {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await cache.put(SHELL + page[1], response);
      } else if (url.pathname.startsWith('/assets/') && !(await cache.match(url.pathname))) {
        const response = await fetch(url);
        if (response.ok) await cache.put(url.pathname, response);
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data;
  const reply = event.ports[0];
  if (data && data.type === 'forget') {
    forgotten = true;
    event.waitUntil(
      (async () => {
        for (const key of await caches.keys()) if (key.startsWith('preach-')) await caches.delete(key);
      })().then(
        () => reply?.postMessage({ forgotten: true }),
        () => reply?.postMessage({ forgotten: false }),
      ),
    );
    return;
  }
  if (forgotten || !data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    keep(data.urls.filter((url) => typeof url === 'string')).then(
      () => reply?.postMessage({ kept: true }),
      () => reply?.postMessage({ kept: false }),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const page = KEPT_PAGE.exec(url.pathname);
  if (request.mode === 'navigate' && page) {
    event.respondWith(
      fetch(request).catch(async () => {
        const shell = await caches.match(SHELL + page[1], { cacheName: VERSION });
        return shell ?? Response.error();
      }),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    // A chunk first loaded later (the editor opened after the page) is kept as it passes, into the
    // cache a kept page made: never into a new one, and never once the member's copies are forgotten
    // (the next chunks of the page that forgot them must not bring the cache back).
    event.respondWith(
      caches.match(url.pathname, { cacheName: VERSION }).then(
        (kept) =>
          kept ??
          fetch(request).then(async (response) => {
            if (response.ok && response.type === 'basic' && !forgotten && (await caches.has(VERSION)) && !forgotten) await (await caches.open(VERSION)).put(url.pathname, response.clone());
            return response;
          }),
      ),
    );
  }
});

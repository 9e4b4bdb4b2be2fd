// The preaching view's service worker (decision 0022): a reload at the pulpit with no network at
// all still opens the sermon. Minimal on purpose: same origin only; it answers the preaching
// page's navigation (network first, then the shell it kept) and the hashed /assets/ files the
// preaching view told it to keep (they never change under one name). The API is never touched:
// the page keeps the sermon itself. A new VERSION drops every older cache.
const VERSION = 'preach-v1';
const SHELL = '/__preach-shell';
const PREACH_PAGE = /^\/(en|es)\/sermons\/[^/]+\/preach$/;

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
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    if (PREACH_PAGE.test(url.pathname)) {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) await cache.put(SHELL, response);
    } else if (url.pathname.startsWith('/assets/') && !(await cache.match(url.pathname))) {
      const response = await fetch(url);
      if (response.ok) await cache.put(url.pathname, response);
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  const reply = event.ports[0];
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
  if (request.mode === 'navigate' && PREACH_PAGE.test(url.pathname)) {
    event.respondWith(
      fetch(request).catch(async () => {
        const shell = await caches.match(SHELL, { cacheName: VERSION });
        return shell ?? Response.error();
      }),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(caches.match(url.pathname, { cacheName: VERSION }).then((kept) => kept ?? fetch(request)));
  }
});

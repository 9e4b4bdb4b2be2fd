import type { Context, MiddlewareHandler } from 'hono';
import { HISTORY_FILTER_PARAMS, HISTORY_PAGE_SIZE } from '#shared/constants.ts';
import { languageOfPath } from '#shared/languages.ts';
import { preloadedPageOf } from '#shared/preloaded-pages.ts';
import type { AppEnv } from '../app-env.ts';
import { staticBytes, type ClientBuild, type StaticFile } from './client-build.ts';

/**
 * Serves the SPA: its files by exact path, index.html for every /en and /es path and for the
 * bare /reset-password (Spanish, product §2), and a 302 to /en for anything else.
 */
export function serveClient(build: ClientBuild | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = c.req.path;
    if (pathname === '/api' || pathname.startsWith('/api/')) return next();

    const file = build?.files.get(pathname);
    if (file) return send(c, file, file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');

    // A missing hashed asset is a 404, never the app: a stale tab must see the load fail.
    if (pathname.startsWith('/assets/')) return c.text('Not found', 404);

    const language = languageOfPath(pathname);
    if (!language) return c.redirect('/en', 302);
    if (!build) return c.text('The web client is not built. Run `npm run build`.', 503);
    // The home page and the two working pages preload their own code and catalogs; no page another's.
    const page = preloadedPageOf(pathname, language);
    const data = page === 'sermon' ? sermonPreload(c) : page === 'dashboard' ? historyPreload(c) : null;
    return send(c, build.index[language][page ?? 'other'], 'no-cache', data ? { Link: data } : {});
  };
}

const SERMON_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=/;

/**
 * The sermon page's own sermon, asked for with the page (a Link preload the page's fetch then
 * reads) instead of once its scripts have run and the session is known: a round trip and the
 * sermon's download off the way to its first screen. Only for a member's request (a session
 * cookie): a visitor's would be refused and never read.
 */
function sermonPreload(c: Context): string | null {
  const id = c.req.query('id');
  if (!id || !SERMON_ID.test(id) || !SESSION_COOKIE.test(c.req.header('cookie') ?? '')) return null;
  return `</api/sermons/${id}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/**
 * The dashboard's history as it first shows (its first page, no search), asked for with the page
 * for the same reason, and only for a member's request. A search in the address asks for another
 * page of answers: nothing is preloaded then.
 */
function historyPreload(c: Context): string | null {
  if (!SESSION_COOKIE.test(c.req.header('cookie') ?? '')) return null;
  if (HISTORY_FILTER_PARAMS.some((name) => c.req.query(name))) return null;
  return `</api/sermons?limit=${HISTORY_PAGE_SIZE}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

async function send(c: Context, file: StaticFile, cacheControl: string, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = {
    ...extra,
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });

  const accepts = c.req.header('accept-encoding') ?? '';
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accepts)) {
    body = file.brotli;
    headers['Content-Encoding'] = 'br';
  } else if (file.gzip && /\bgzip\b/.test(accepts)) {
    body = file.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  if (c.req.method === 'HEAD') {
    headers['Content-Length'] = String('bytes' in body ? body.bytes.length : body.size);
    return new Response(null, { status: 200, headers });
  }
  const bytes = await staticBytes(body);
  // Its file went from disk after start (a rebuild under a running server): the load must fail visibly.
  if (!bytes) return c.text('Not found', 404);
  headers['Content-Length'] = String(bytes.length);
  return new Response(new Uint8Array(bytes), { status: 200, headers });
}

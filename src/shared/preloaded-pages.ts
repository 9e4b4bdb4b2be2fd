import type { Language } from './languages.ts';

/**
 * The pages whose own code and catalogs the served index.html preloads (the build marks each
 * preload with its page and, for a catalog, its language; the server keeps those of the page
 * asked for). Without them a page's code is asked for only once the entry has run and the router
 * has matched, and its catalogs after that: two round trips on a phone before the page can paint.
 */
export const PRELOADED_PAGES = ['home', 'dashboard', 'sermon'] as const;

export type PreloadedPage = (typeof PRELOADED_PAGES)[number];

/** The preloading page a path of the app (`/en…`, `/es…`) shows, or null for the others. */
export function preloadedPageOf(pathname: string, language: Language): PreloadedPage | null {
  const rest = pathname.replace(/\/+$/, '').slice(`/${language}`.length);
  if (rest === '') return 'home';
  if (rest === '/dashboard') return 'dashboard';
  if (rest === '/sermon-display') return 'sermon';
  return null;
}

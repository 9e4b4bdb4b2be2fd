// The product speaks exactly two languages; every route carries one as its first segment (product §2).
import { isOneOf } from './one-of.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}

/** The language a path is in: its first segment, or Spanish for the bare /reset-password (product §2). */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  if (isLanguage(first)) return first;
  if (pathname === '/reset-password' || pathname.startsWith('/reset-password/')) return 'es';
  return null;
}

/**
 * The same location in the other language: swaps the first path segment and keeps the rest of
 * the path, the query and the hash. A path without a language prefix gets one.
 */
export function switchLanguageInPath(location: { pathname: string; search?: string; hash?: string }, to: Language): string {
  const segments = location.pathname.split('/');
  const first = segments[1] ?? '';
  let path: string;
  if (isLanguage(first)) {
    segments[1] = to;
    path = segments.join('/');
  } else {
    path = `/${to}${location.pathname === '/' ? '' : location.pathname}`;
  }
  return `${path}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Picks en or es from an Accept-Language header, Spanish only when it is preferred over English. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => isLanguage(entry.base) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const best = ranked[0]?.base;
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}

import { isLanguage } from '#shared/languages.ts';

/**
 * The page to return to after signing in, taken from ?from=. Only a path of this site under a
 * language prefix is accepted, so the parameter cannot send anyone to another site.
 */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const url = new URL(from, 'http://x');
  if (url.origin !== 'http://x') return null;
  const first = url.pathname.split('/')[1];
  if (!isLanguage(first)) return null;
  if (/^\/(en|es)\/(login|signup|forgot-password|reset-password)\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

import type { Language } from '#shared/languages.ts';

/** product §2: dates long-form in the es-ES or en-US locale. */
export function longDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long' }).format(new Date(iso));
}

/** The time of day a sermon was saved, in the page's locale ("3:14 PM", "15:14"). */
export function shortTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { timeStyle: 'short' }).format(new Date(iso));
}

import type { Language } from '#shared/languages.ts';

/** product §2: dates long-form in the es-ES or en-US locale. */
export function longDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long' }).format(new Date(iso));
}

import type { Language } from './languages.ts';

/** Scripture quoted in running text with each language's own marks: “…” in English, «…» in Spanish. */
export function quoted(text: string, language: Language): string {
  return language === 'es' ? `«${text}»` : `“${text}”`;
}

import type { Language } from './languages.ts';

export interface QuoteMarks {
  open: string;
  close: string;
}

/** Each language's own quotation marks: “…” in English, «…» in Spanish. */
export function quoteMarks(language: Language): QuoteMarks {
  return language === 'es' ? { open: '«', close: '»' } : { open: '“', close: '”' };
}

/** Scripture quoted in running text with each language's own marks: “…” in English, «…» in Spanish. */
export function quoted(text: string, language: Language): string {
  const { open, close } = quoteMarks(language);
  return `${open}${text}${close}`;
}

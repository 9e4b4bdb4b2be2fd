import type { Language } from '#shared/languages.ts';
import { bibleFor } from './bible-text.ts';
import { parseReferences } from './parse-references.ts';
import { quotePassage, type QuotedPassage } from './quote-reference.ts';
import { rangeInOtherBible } from './versification.ts';

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en');

/**
 * A reference of one Bible quoted from the other (issue 27): the same verses, numbered as the
 * other Bible numbers them (versification.ts), in its own words and with its reference in its
 * language. Null when the reference names nothing in the first Bible.
 */
export function quoteInOtherBible(reference: string, from: Language): QuotedPassage | null {
  const range = parseReferences(reference, from)[0];
  if (!range) return null;
  return quotePassage(bibleFor(otherLanguage(from)), rangeInOtherBible(range, from));
}

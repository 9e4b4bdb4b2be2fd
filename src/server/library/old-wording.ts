import type { Language } from '#shared/languages.ts';

// Words a child or a simple congregation does not say, in a title or a heading that quotes the old
// Bibles: the King James pronouns and verb forms, and Reina-Valera's vosotros (Latin-American
// Spanish says ustedes). A heading with them is fine for adults, but needs a plain one beside it.
const KING_JAMES = /^(thee|thou|thy|thine|ye|hath|doth|unto|shalt|wilt|hast|didst|shew|shewed|sheweth|saith|spake|verily)$/i;
/** Verbs in -eth ("giveth"); the nouns and names that end so are not. */
const ETH_VERB = /^\p{L}{2,}eth$/iu;
const ETH_WORDS = /^(death|breath|teeth|beneath|nazareth|elizabeth|elisabeth|japheth|seth|heth|shibboleth|ashtoreth|mephibosheth|ishbosheth)$/i;
const VOSOTROS = /^(vosotros|vosotras|vuestro|vuestra|vuestros|vuestras|os|sois|\p{L}+áis|\p{L}+éis)$/iu;

/** The first old word of a title or heading, or null when it is plain. */
export function oldWordIn(text: string, language: Language): string | null {
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (language === 'en' ? KING_JAMES.test(word) || (ETH_VERB.test(word) && !ETH_WORDS.test(word)) : VOSOTROS.test(word)) return word;
  }
  return null;
}

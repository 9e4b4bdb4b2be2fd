// Finding the theme a preacher typed ("la fe", "Holy Ghost", "Navidad") in the bilingual theme map
// (data/content/themes.json, schema in content/themes-schema.ts). Doctrine follows the Oneness
// frame: one God revealed in Jesus Christ, baptism in the name of Jesus Christ, the infilling of
// the Holy Ghost with speaking in tongues.
import { sermonThemes } from '../content/content-files.ts';
import type { SermonTheme } from '../content/themes-schema.ts';
import { plainWords } from './fold-text.ts';

export type { SermonTheme } from '../content/themes-schema.ts';

/**
 * Per language, every normalized keyword → the themes (by index) that have it, and the most words
 * a keyword has. A text then matches by looking up its word runs, instead of searching it once per
 * keyword of every theme (over a thousand searches per sermon).
 */
interface KeywordIndex {
  themesByKeyword: Map<string, number[]>;
  maxWords: number;
}
const keywordIndexes = new Map<'en' | 'es', KeywordIndex>();

function keywordIndex(language: 'en' | 'es'): KeywordIndex {
  let index = keywordIndexes.get(language);
  if (!index) {
    const themesByKeyword = new Map<string, number[]>();
    let maxWords = 1;
    sermonThemes().forEach((theme, themeIndex) => {
      // The theme's own name and titles find it too: a preacher may type "God Restores" or "Dios restaura".
      const { name, titles, keywords } = theme[language];
      for (const keyword of new Set([...keywords, name, ...titles].map(plainWords).filter(Boolean))) {
        const themes = themesByKeyword.get(keyword) ?? [];
        themes.push(themeIndex);
        themesByKeyword.set(keyword, themes);
        maxWords = Math.max(maxWords, keyword.split(' ').length);
      }
    });
    index = { themesByKeyword, maxWords };
    keywordIndexes.set(language, index);
  }
  return index;
}

/**
 * The themes whose keywords occur in the text as whole words or phrases, ignoring case, accents
 * and punctuation. The theme with the longest phrase (in words) comes first, then the one named
 * first: "El perdón en la familia" is a sermon on forgiveness, "el bautismo del Espíritu Santo" one
 * on the Holy Ghost, not on baptism. [] when none matches.
 */
export function findThemes(text: string, language: 'en' | 'es'): SermonTheme[] {
  const normalized = plainWords(text);
  if (normalized === '') return [];
  const words = normalized.split(' ');
  // "Restores", "marriages", "praying", "oraciones": a plural or an inflected verb tries its plain forms.
  for (const form of [(word: string) => word, ...PLAIN_FORMS]) {
    const found = matchThemes(words.map((word) => (word.length > 4 ? form(word) : word)), language);
    if (found.length > 0) return found;
  }
  return [];
}

/** Endings taken off a word, one rule at a time: "marriages" → "marriage", "oraciones" → "oracion", "praying" → "pray". */
const PLAIN_FORMS = [(word: string) => word.replace(/s$/u, ''), (word: string) => word.replace(/(?:es|ing|ed)$/u, '')];

function matchThemes(words: string[], language: 'en' | 'es'): SermonTheme[] {
  const { themesByKeyword, maxWords } = keywordIndex(language);
  const best = new Map<number, { words: number; position: number }>();
  for (let first = 0; first < words.length; first++) {
    let phrase = '';
    for (let last = first; last < words.length && last < first + maxWords; last++) {
      phrase = last === first ? words[first]! : `${phrase} ${words[last]!}`;
      for (const themeIndex of themesByKeyword.get(phrase) ?? []) {
        const found = best.get(themeIndex);
        if (!found || last - first + 1 > found.words) best.set(themeIndex, { words: last - first + 1, position: first });
      }
    }
  }
  return [...best]
    .sort(([indexA, a], [indexB, b]) => b.words - a.words || a.position - b.position || indexA - indexB)
    .map(([themeIndex]) => sermonThemes()[themeIndex]!);
}

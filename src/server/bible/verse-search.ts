import type { Language } from '#shared/languages.ts';
import { bibleFor } from './bible-text.ts';
import { foldText } from './fold-text.ts';
import { OSIS_BOOKS } from './osis-books.ts';

export interface VerseHit {
  book: string;
  chapter: number;
  verse: number;
  text: string;
  score: number;
}

const STOP_WORDS: Record<Language, Set<string>> = {
  en: new Set(['the', 'and', 'that', 'with', 'for', 'from', 'this', 'unto', 'shall', 'have', 'what', 'your', 'our', 'their', 'about', 'into', 'upon', 'how', 'why', 'who', 'are', 'was', 'his', 'her', 'its', 'you', 'god']),
  es: new Set(['el', 'la', 'los', 'las', 'del', 'que', 'con', 'por', 'para', 'una', 'uno', 'unos', 'como', 'sobre', 'entre', 'sus', 'nuestro', 'nuestra', 'este', 'esta', 'ese', 'esa', 'dios', 'más', 'mas', 'pero', 'sin', 'desde']),
};

interface Index {
  verses: Array<{ book: string; chapter: number; verse: number; text: string; folded: string }>;
}
const indexes = new Map<Language, Index>();

function index(language: Language): Index {
  let built = indexes.get(language);
  if (built) return built;
  const bible = bibleFor(language);
  const verses: Index['verses'] = [];
  for (const { id } of OSIS_BOOKS) {
    for (let chapter = 1; chapter <= bible.chapterCount(id); chapter++) {
      for (let verse = 1; verse <= bible.verseCount(id, chapter); verse++) {
        const text = bible.verse(id, chapter, verse);
        if (text) verses.push({ book: id, chapter, verse, text, folded: ` ${foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} ` });
      }
    }
  }
  built = { verses };
  indexes.set(language, built);
  return built;
}

/**
 * Verses that contain the theme's words, the fallback for a theme no curated map or topic knows.
 * Whole words, accent-insensitive; a verse scores by how many different words it contains,
 * and a word counts also as a prefix of a longer one ("ora" → "orad", "oración") from 5 letters on.
 */
export function searchVerses(query: string, language: Language, limit = 20): VerseHit[] {
  const words = [...new Set(foldText(query).split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= 3 && !STOP_WORDS[language].has(word));
  if (words.length === 0) return [];
  const hits: VerseHit[] = [];
  for (const verse of index(language).verses) {
    let score = 0;
    for (const word of words) {
      if (verse.folded.includes(` ${word} `)) score += 2;
      else if (word.length >= 5 && verse.folded.includes(` ${word}`)) score += 1;
    }
    if (score > 0) hits.push({ book: verse.book, chapter: verse.chapter, verse: verse.verse, text: verse.text, score });
  }
  // Best score first; among equals, shorter verses (more quotable) and then Bible order.
  return hits.sort((a, b) => b.score - a.score || a.text.length - b.text.length).slice(0, limit);
}

import type { SermonDocument } from './sermon-document.ts';

// The history search (product §2, Dashboard): words are compared without case or accents, so
// "gracia" finds "Gracia" and "espiritu" finds "Espíritu". The same folding writes the stored
// text and reads the query, on both databases (decision 0022).

const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^[\t\n\r -~]*$/;
const ASCII_WORD = /[a-z0-9]+/g;
/** A query keeps its first words only: enough for any real search, bounded for the database. */
const MAX_SEARCH_TERMS = 8;

/** Lower case, accents removed, one space between words: what either full-text index reads. */
export function foldWords(text: string): string[] {
  // Printable ASCII has no accents to take off and no letters beyond a–z: the short path, which most
  // parts of an English sermon take (a save folds every part of it: decision 0051).
  if (ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(WORD) ?? []
  );
}

/**
 * Bounds on what one sermon puts in the search index (issue 25, decision 0025): a word is indexed
 * by its first MAX_WORD_LENGTH characters (a 3,000-letter word failed a save on PostgreSQL, whose
 * index entries are bounded), and a sermon by its first MAX_INDEXED_WORDS distinct words in
 * document order (title and passages first). A sermon as the engines write it has about a
 * thousand; one save of 43,000 made-up words had made the index of everyone's searches grow.
 */
export const MAX_WORD_LENGTH = 40;
export const MAX_INDEXED_WORDS = 4000;

/** A word as the index keeps it: its first MAX_WORD_LENGTH characters. */
function indexedForm(word: string): string {
  return word.length <= MAX_WORD_LENGTH ? word : [...word].slice(0, MAX_WORD_LENGTH).join('');
}

/**
 * The distinct words a sermon is found by, bounded as above: title, every passage (reference and
 * text), all its prose, and the notes (the search is the author's own).
 */
export function searchableWords(document: SermonDocument): string[] {
  const parts = [
    document.title,
    document.mainPassage.reference,
    document.mainPassage.text,
    document.introduction,
    ...document.points.flatMap((point) => [point.heading, point.passage?.reference ?? '', point.passage?.text ?? '', point.explanation, point.application]),
    document.illustrations,
    document.conclusion,
    document.notes,
  ];
  const words = new Set<string>();
  // Part by part (the same words as the parts joined), so each plain part takes foldWords' short path.
  for (const part of parts) {
    for (const word of foldWords(part)) {
      words.add(indexedForm(word));
      if (words.size === MAX_INDEXED_WORDS) return [...words];
    }
  }
  return [...words];
}

/** The distinct words of a query, each matched as the start of a word ("grac" finds "gracia"). */
export function searchTerms(query: string): string[] {
  return [...new Set(foldWords(query).map(indexedForm))].slice(0, MAX_SEARCH_TERMS);
}

import type { SermonDocument } from './sermon-document.ts';

// The history search (product §2, Dashboard): words are compared without case or accents, so
// "gracia" finds "Gracia" and "espiritu" finds "Espíritu". The same folding writes the stored
// text and reads the query, on both databases (decision 0022).

const WORD = /[\p{L}\p{N}]+/gu;
/** A query keeps its first words only: enough for any real search, bounded for the database. */
export const MAX_SEARCH_TERMS = 8;

/** Lower case, accents removed, one space between words: what either full-text index reads. */
export function foldWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .match(WORD) ?? []
  );
}

/** The words a sermon is found by: title, every passage (reference and text), all its prose, and the notes (the search is the author's own). */
export function searchableText(document: SermonDocument): string {
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
  return foldWords(parts.join('\n')).join(' ');
}

/** The distinct words of a query, each matched as the start of a word ("grac" finds "gracia"). */
export function searchTerms(query: string): string[] {
  return [...new Set(foldWords(query))].slice(0, MAX_SEARCH_TERMS);
}

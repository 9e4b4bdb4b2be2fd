import crypto from 'node:crypto';
import type { SermonDocument } from '#shared/sermon-document.ts';

// Sermons carrying very many words, as the outside test's saves did (issue 25): words no sermon
// has had before, spread over the document's sections within their length limits.

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `count` distinct words of `letters` letters beginning with `start`, new to every call (random, so new to any database). */
export function newWords(count: number, start = '', letters = 7): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const bytes = crypto.randomBytes(letters - start.length);
    words.add(start + [...bytes].map((byte) => LETTERS[byte % 26]).join(''));
  }
  return [...words];
}

/** `document` with `words` written into its prose sections in order (each section ≤ 20,000 characters). */
export function withWords(document: SermonDocument, words: string[]): SermonDocument {
  const sections: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const word of words) {
    if (length + word.length + 1 > 19_000) {
      sections.push(current.join(' '));
      current = [];
      length = 0;
    }
    current.push(word);
    length += word.length + 1;
  }
  sections.push(current.join(' '));
  const take = () => sections.shift() ?? '';
  const introduction = take();
  const illustrations = take();
  const conclusion = take();
  const notes = take();
  const points = Array.from({ length: 6 }, (_, index) => {
    const explanation = take();
    const application = take();
    return { heading: take() || `Point ${index + 1}`, passage: null, explanation, application };
  });
  if (sections.length > 0) throw new Error(`${words.length} words do not fit in one sermon`);
  return { ...document, introduction, illustrations, conclusion, notes, points };
}

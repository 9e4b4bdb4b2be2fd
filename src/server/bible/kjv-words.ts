// How an English verse is cut into words, shared by scripts/import-strongs.ts (which counts words
// when it records where each Strong's number sits) and strongs.ts (which counts them again to
// find those words in the KJV text the app shows). Both sides must cut the same way.

/** A word: letters, with inner apostrophes kept ("God's", "ne'er"); hyphens and punctuation split. */
const WORD = /[A-Za-zÆæ]+(?:['’][A-Za-zÆæ]+)*/g;

/** The words of a verse with where each one starts and ends in the text. */
export function kjvWords(text: string): Array<{ word: string; start: number; end: number }> {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

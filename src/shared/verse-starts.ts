/**
 * Where one verse begins in a passage's text: presentation only, so that a passage of several
 * verses is shown with its verse numbers (issue 26). The words are the text's own; the numbers are
 * never part of it. Its schema is the sermon document's (sermon-document.ts): this module builds
 * none, so a page that only shows a sermon loads no schema library (decision 0054).
 */
interface VerseStart {
  chapter: number;
  verse: number;
  /** The character of `text` the verse begins at (a passage's text is at most 20,000 characters). */
  at: number;
}

/** The verses of a passage as the Bible data gives them. */
interface BibleVerse {
  chapter: number;
  verse: number;
  text: string;
}

/**
 * Where each verse begins in the text the verses make when joined with one space, as every quoted
 * passage is (server/bible/quote-reference.ts, and the editor's lookup).
 */
export function verseStartsOf(verses: readonly BibleVerse[]): VerseStart[] {
  const starts: VerseStart[] = [];
  let at = 0;
  for (const { chapter, verse, text } of verses) {
    starts.push({ chapter, verse, at });
    at += text.length + 1;
  }
  return starts;
}

/** One verse as it is printed: its number ("5", or "4:1" where a new chapter begins) and its words. */
export interface NumberedVerse {
  number: string;
  text: string;
}

/**
 * A passage's text cut at its verse starts, each verse with the number to print before it. Null
 * when there is nothing to number (no starts, a single verse) or the starts do not fit the text:
 * the text is then shown whole, as it is. Joined with single spaces, the verses give back the
 * text exactly: Scripture stays word for word.
 */
export function numberedVerses(passage: { text: string; verseStarts?: readonly VerseStart[] }): NumberedVerse[] | null {
  const { text, verseStarts: starts } = passage;
  if (!starts || starts.length < 2 || starts[0]!.at !== 0) return null;
  const verses: NumberedVerse[] = [];
  for (const [index, start] of starts.entries()) {
    const next = starts[index + 1];
    const end = next ? next.at - 1 : text.length;
    if (end <= start.at || end > text.length || (next && text[end] !== ' ')) return null;
    const previous = starts[index - 1];
    verses.push({ number: previous && previous.chapter !== start.chapter ? `${start.chapter}:${start.verse}` : String(start.verse), text: text.slice(start.at, end) });
  }
  return verses;
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A verse number in superscript characters, for media that print plain text (the PDF): "12" → "¹²". */
export function superscriptNumber(number: string): string {
  return number.replace(/\d/g, (digit) => SUPERSCRIPT_DIGITS[Number(digit)]!);
}

/** A passage's words with each verse's number before it in superscript ("¹In the beginning… ²And the earth…"), or the text as it is. */
export function textWithVerseNumbers(passage: { text: string; verses?: readonly NumberedVerse[] }): string {
  return passage.verses ? passage.verses.map((verse) => `${superscriptNumber(verse.number)}${verse.text}`).join(' ') : passage.text;
}

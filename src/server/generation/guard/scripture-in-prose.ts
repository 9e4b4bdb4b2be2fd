import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';
import { quoteReference, type QuotedPassage } from '../../bible/quote-reference.ts';

/**
 * "Book chapter:verse" as a model writes it in prose, in either language: "John 3:16",
 * "1 Co 13:4", "Juan 3:16-18", "Hezekiah 3:16" (a book that does not exist is found too).
 * Up to three words before the numbers are tried ("Song of Solomon 2:1", "San Juan 3:16").
 */
const CITATION = /((?:[1-3]\s?)?\p{L}[\p{L}.]*)\s+(\d{1,3}):(\d{1,3})(?:\s*[-–]\s*\d{1,3})?/gu;

export interface ProseCitation {
  text: string;
  index: number;
  quote: QuotedPassage | null;
}

/** Every citation in the text, with the passage when it exists in the Bible of the sermon's language. */
export function citationsIn(text: string, language: Language): ProseCitation[] {
  const found: ProseCitation[] = [];
  for (const match of text.matchAll(CITATION)) {
    const citation = match[0];
    // "Song of Solomon 2:1": the book may be more words than the one before the numbers.
    const before = text.slice(Math.max(0, match.index - 30), match.index).split(/\s+/).filter(Boolean);
    let quote = quoteReference(citation, language);
    let start = match.index;
    for (let words = 1; !quote && words <= Math.min(3, before.length); words++) {
      const prefix = before.slice(-words).join(' ');
      quote = quoteReference(`${prefix} ${citation}`, language);
      if (quote) start = text.lastIndexOf(prefix, match.index);
    }
    found.push({ text: quote ? text.slice(start, match.index + citation.length) : citation, index: quote ? start : match.index, quote });
  }
  return found;
}

/** The text cut into sentences, each with its ending punctuation and following space. */
export function sentences(text: string): string[] {
  return text.match(/[^.!?…]+(?:[.!?…]+["”’»)]*\s*|$)/gu) ?? [text];
}

const QUOTED = /[“"«]([^”"»]{12,})[”"»]/gu;

/**
 * The prose with Scripture checked (issue 19): a sentence citing a verse that does not exist is
 * removed; words in quotation marks next to a real reference that are not that verse's words are
 * replaced by the Bible's own text. Returns the text and what was changed.
 */
export function checkScriptureInProse(text: string, language: Language): { text: string; removed: string[]; requoted: string[] } {
  const removed: string[] = [];
  const requoted: string[] = [];
  const kept: string[] = [];
  for (const sentence of sentences(text)) {
    const citations = citationsIn(sentence, language);
    const invalid = citations.find((citation) => !citation.quote);
    if (invalid) {
      removed.push(invalid.text);
      continue;
    }
    const cited = citations.find((citation) => citation.quote)?.quote;
    if (!cited) {
      kept.push(sentence);
      continue;
    }
    const verse = normalized(cited.text);
    kept.push(
      sentence.replace(QUOTED, (whole, inner: string) => {
        if (verse.includes(normalized(inner.replace(/^[….\s]+|[….\s]+$/gu, '')))) return whole;
        requoted.push(cited.reference);
        return `“${cited.text}”`;
      }),
    );
  }
  return { text: kept.join('').trim(), removed, requoted };
}

function normalized(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** A title without a citation that does not exist ("The Promise of Hezekiah 3:16" → "The Promise"). */
export function titleWithoutFalseCitations(title: string, language: Language): { title: string; removed: string[] } {
  const removed: string[] = [];
  let result = title;
  for (const citation of citationsIn(title, language)) {
    if (citation.quote) continue;
    removed.push(citation.text);
    result = result.replace(citation.text, '');
  }
  if (removed.length === 0) return { title, removed };
  result = result.replace(/\s+(?:of|on|in|from|according to|de|del|en|sobre|según)\s*$/iu, '').replace(/[\s:,;—–-]+$/u, '').trim();
  return { title: result, removed };
}

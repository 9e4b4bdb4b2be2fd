import type { Language } from '#shared/languages.ts';
import { quoted } from '#shared/quote-marks.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { foldText } from '../../bible/fold-text.ts';
import { quoteReference, type QuotedPassage } from '../../bible/quote-reference.ts';
import { versesWithWord } from '../../bible/verse-search.ts';
import { closestVerseOf, looselyQuotedVerse, paraphrasedVerse, quotationsIn, verbatimInPassage, verbatimVerse, verseReference, type BibleVerse } from './scripture-quotations.ts';

/**
 * "Book chapter:verse" as a model writes it in prose, in either language: "John 3:16",
 * "1 Co 13:4", "Juan 3:16-18", "Hezekiah 3:16" (a book that does not exist is found too).
 * Up to three words before the numbers are tried ("Song of Solomon 2:1", "San Juan 3:16").
 */
const CITATION = /((?:[1-3]\s?)?\p{L}[\p{L}.]*)\s+(\d{1,3}):(\d{1,3})(?:\s*[-–]\s*\d{1,3})?/gu;

/**
 * "Book chapter" without a verse: "John 3", "Salmo 23", "Hezekiah 3". A capitalized word and a
 * number not followed by ":verse" (those are CITATION's).
 */
const CHAPTER_CITATION = /((?:[1-3]\s?)?\p{Lu}[\p{L}.]*)\s+(\d{1,3})(?:\s*[-–]\s*\d{1,3})?(?![\d:]|\.\d)/gu;

interface ProseCitation {
  text: string;
  index: number;
  quote: QuotedPassage | null;
  /** True for "John 3", a chapter without a verse. */
  chapterOnly?: boolean;
}

/** The citation with the book's other words before it, when only they make it a real reference. */
function resolveCitation(text: string, match: RegExpMatchArray, language: Language): ProseCitation {
  const citation = match[0];
  // "Song of Solomon 2:1": the book may be more words than the one before the numbers.
  const before = text.slice(Math.max(0, match.index! - 30), match.index).split(/\s+/).filter(Boolean);
  let quote = quoteReference(citation, language);
  let start = match.index!;
  for (let words = 1; !quote && words <= Math.min(3, before.length); words++) {
    const prefix = before.slice(-words).join(' ');
    quote = quoteReference(`${prefix} ${citation}`, language);
    if (quote) start = text.lastIndexOf(prefix, match.index);
  }
  return { text: quote ? text.slice(start, match.index! + citation.length) : citation, index: quote ? start : match.index!, quote };
}

/** Every "book chapter:verse" citation in the text, with the passage when it exists in the Bible of the sermon's language. */
export function citationsIn(text: string, language: Language): ProseCitation[] {
  return [...text.matchAll(CITATION)].map((match) => resolveCitation(text, match, language));
}

// What follows a citation when the prose cites it: "Hezekiah 3 declares", "Juan 3 dice".
const CITING = /^\s*,?\s*(?:says|said|declares|declared|tells|teaches|reads|records|promises|shows|states|writes|warns|reminds|dice|dijo|declara|enseña|afirma|promete|relata|muestra|escribe|advierte|recuerda)\b/iu;

// What comes before a citation: "(Hezekiah 3)", "como dice Ezequías 3", "according to Hezekiah 3".
const CITED_BEFORE = /(?:\(|\b(?:as|according to|see|read|we read in|says|said|declares|dice|dijo|declara|según|segun|lea|vea|leemos en|como dice|como declara|como enseña))\s*$/iu;
// A title ending "… of Hezekiah 3" / "… de Ezequías 3" names a passage; "Part 3" of a series does not.
const TITLE_CITATION = /\b(?:of|in|from|on|de|del|en|sobre)\s+$/iu;
const SERIES = /^(?:part|parte|chapter|cap[ií]tulo|day|d[ií]a|step|paso|lesson|lecci[oó]n|session|sesi[oó]n|week|semana|volume|volumen|night|noche)$/iu;

/**
 * A word the Bible only ever writes capitalized: a name ("Hezekiah", "Ezequías"). "Hezekiah 3" is a
 * citation of a book that does not exist; "Room 3" or "In 1999" are not citations at all.
 */
function isBibleName(word: string, language: Language): boolean {
  if (!/^\p{Lu}/u.test(word)) return false;
  const lower = word.toLowerCase();
  const verses = versesWithWord(foldText(word), language, 200);
  if (verses.length === 0) return false;
  const lowercase = new RegExp(`(?<!\\p{L})${lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');
  const bible = bibleFor(language);
  return verses.every(({ book, chapter, verse }) => !lowercase.test(bible.verse(book, chapter, verse) ?? ''));
}

/**
 * Every "book chapter" citation without a verse: a real chapter ("John 3", passage = the chapter),
 * or one that does not exist (quote null) when the words are a book, a Bible name, or are cited as
 * Scripture ("Hezekiah 3 declares", "(Hezekiah 3)"). Anything else ("Room 3") is not a citation.
 */
function chapterCitationsIn(text: string, language: Language, inTitle = false): ProseCitation[] {
  const found: ProseCitation[] = [];
  for (const match of text.matchAll(CHAPTER_CITATION)) {
    const after = text.slice(match.index + match[0].length);
    // "Lea 1 Corintios 13:4": a 1, 2 or 3 before a capitalized word is a book's number, not a chapter.
    if (/^[1-3]$/.test(match[2]!) && /^\s+\p{Lu}/u.test(after)) continue;
    const resolved = resolveCitation(text, match, language);
    if (resolved.quote) {
      found.push({ ...resolved, chapterOnly: true });
      continue;
    }
    const book = match[1]!.replace(/^[1-3]\s?/, '');
    const before = text.slice(0, match.index);
    const cited = CITING.test(after) || CITED_BEFORE.test(before) || (inTitle && TITLE_CITATION.test(before) && !SERIES.test(book));
    const aBook = quoteReference(`${match[1]} 1`, language) !== null;
    if (aBook || cited || isBibleName(book, language)) found.push({ ...resolved, chapterOnly: true });
  }
  return found;
}

/** Whether the prose cites this passage for what it says ("John 3 says", "as John 3 declares", "(John 3)"). */
function citedAsScripture(sentence: string, citation: ProseCitation): boolean {
  return CITING.test(sentence.slice(citation.index + citation.text.length)) || CITED_BEFORE.test(sentence.slice(0, citation.index));
}

/** The text cut into sentences, each with its ending punctuation and following space. */
export function sentences(text: string): string[] {
  return text.match(/[^.!?…]+(?:[.!?…]+["”’»)]*\s*|$)/gu) ?? [text];
}

/** The citation standing nearest a position: the one before it, else the one after. */
function nearest(citations: ProseCitation[], index: number): ProseCitation | undefined {
  const before = citations.filter((citation) => citation.index < index);
  return before.at(-1) ?? citations.find((citation) => citation.index > index);
}

/**
 * The prose with Scripture checked (issues 19 and 25): a sentence citing a verse or chapter that
 * does not exist is removed; every quotation is checked, with or without a citation beside it.
 * A quotation word for word from the Bible stays (and a citation beside it that names another
 * verse is corrected to the verse quoted); a misquote beside a citation is replaced by the one
 * verse of the cited passage it is closest to, never the whole passage; a misquote without a
 * citation is replaced by the verse it quotes loosely (found in the sermon's passages, their
 * cross-references or the Bible), named after it. A "John 3" beside a quotation gets its verse.
 */
export function checkScriptureInProse(text: string, language: Language, passages: QuotedPassage[] = []): { text: string; removed: string[]; requoted: string[] } {
  const removed: string[] = [];
  const requoted: string[] = [];
  const kept: string[] = [];
  for (const sentence of sentences(text)) {
    const citations = [...citationsIn(sentence, language), ...chapterCitationsIn(sentence, language)].sort((a, b) => a.index - b.index);
    const invalid = citations.find((citation) => !citation.quote);
    if (invalid) {
      removed.push(invalid.text);
      continue;
    }
    kept.push(requoteSentence(sentence, citations, language, passages, requoted));
  }
  return { text: kept.join('').trim(), removed, requoted };
}

function requoteSentence(sentence: string, citations: ProseCitation[], language: Language, passages: QuotedPassage[], requoted: string[]): string {
  const edits: Array<{ from: number; to: number; text: string }> = [];
  for (const quotation of quotationsIn(sentence)) {
    const inner = quotation.inner.replace(/^[….\s]+|[….\s]+$/gu, '');
    const cited = nearest(citations, quotation.index);
    let verse: BibleVerse | null;
    if (cited?.quote) {
      const own = verbatimInPassage(inner, cited.quote);
      if (own) {
        // Word for word from the passage cited; a chapter cited for it gets the verse.
        if (cited.chapterOnly) edits.push({ from: cited.index, to: cited.index + cited.text.length, text: verseReference(own, language) });
        continue;
      }
      const exact = verbatimVerse(inner, language);
      if (exact) {
        // Scripture, but another verse than the one cited: the citation is corrected, the words stay.
        requoted.push(verseReference(exact, language));
        edits.push({ from: cited.index, to: cited.index + cited.text.length, text: verseReference(exact, language) });
        continue;
      }
      verse = closestVerseOf(inner, cited.quote);
      if (cited.chapterOnly || cited.quote.verses.length > 1) edits.push({ from: cited.index, to: cited.index + cited.text.length, text: verseReference(verse, language) });
      edits.push({ from: quotation.index, to: quotation.index + quotation.whole.length, text: quoted(verse.text, language) });
    } else {
      if (verbatimVerse(inner, language)) continue;
      verse = looselyQuotedVerse(inner, passages, language);
      if (!verse) continue;
      edits.push({ from: quotation.index, to: quotation.index + quotation.whole.length, text: `${quoted(verse.text, language)} (${verseReference(verse, language)})` });
    }
    requoted.push(verseReference(verse, language));
  }
  // A chapter cited for what the sentence says without quoting ("As John 3 says, we must be born
  // again") is given the verse it says, when one stands out.
  if (edits.length === 0 && quotationsIn(sentence).length === 0) {
    for (const cited of citations) {
      if (!cited.chapterOnly || !cited.quote || !citedAsScripture(sentence, cited)) continue;
      const verse = paraphrasedVerse(sentence.slice(0, cited.index) + sentence.slice(cited.index + cited.text.length), cited.quote, language);
      if (verse) edits.push({ from: cited.index, to: cited.index + cited.text.length, text: verseReference(verse, language) });
    }
  }
  // Applied from the end, so earlier positions stay right; one citation corrected once.
  const seen = new Set<number>();
  let result = sentence;
  for (const edit of edits.sort((a, b) => b.from - a.from)) {
    if (seen.has(edit.from)) continue;
    seen.add(edit.from);
    result = result.slice(0, edit.from) + edit.text + result.slice(edit.to);
  }
  return result;
}

/** A title without a citation that does not exist ("The Promise of Hezekiah 3:16" → "The Promise"). */
export function titleWithoutFalseCitations(title: string, language: Language): { title: string; removed: string[] } {
  const removed: string[] = [];
  let result = title;
  for (const citation of [...citationsIn(title, language), ...chapterCitationsIn(title, language, true)]) {
    if (citation.quote) continue;
    removed.push(citation.text);
    result = result.replace(citation.text, '');
  }
  if (removed.length === 0) return { title, removed };
  result = result.replace(/\s+(?:of|on|in|from|according to|de|del|en|sobre|según)\s*$/iu, '').replace(/[\s:,;—–-]+$/u, '').trim();
  return { title: result, removed };
}

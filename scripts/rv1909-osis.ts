// How one verse of the SWORD module spaRV1909eb becomes the text a printed Reina-Valera 1909
// reads (decision 0014). Used by scripts/import-bible.ts; the integrity test checks its output
// against a renderer of its own (src/server/bible/rv1909-integrity.test.ts).
//
// The module marks each word the translators added with <transChange type="added">, and the
// program that built it dropped the spaces between those elements and their neighbours:
//   <w>Bendito</w><transChange type="added">sea</transChange><w>el</w>   → "Bendito sea el"
// An added pronoun can also be the end of the word before it (Spanish enclitics: "sácalo",
// "díjole Dios", "dánoslo hoy"). Where the module has the pronoun against plain text
// ("preguntándo<transChange>le</transChange>") it is one word; where it follows a word element,
// it is one word when that word is a verb ("oyéndo</w><transChange>lo") and two words when it is
// not ("Josué</w><transChange>los</transChange><w>circuncidó" → "Josué los circuncidó").

/** Pronouns Spanish attaches to the end of a verb, alone or paired ("dánoslo", "traédmelos"). */
const ENCLITIC = /^(?:(?:me|te|se|nos|os)(?:lo|la|los|las|le|les)?|lo|la|los|las|le|les)$/;

/**
 * Words after which an added pronoun starts a word of its own: the pronoun goes before the verb
 * that follows ("y la declaró", "no lo hizo", "como lo oímos"). Names are recognised by their
 * capital letter in the middle of a sentence.
 */
const NOT_A_VERB = new Set(['no', 'y', 'e', 'o', 'u', 'ni', 'que', 'como', 'cuando', 'si', 'ya', 'pues', 'mas', 'os', 'nos', 'ellos', 'ellas', 'cuánto', 'cuanto', 'gentes']);

const LETTER = /[\p{L}\p{N}]/u;

interface Piece {
  text: string;
  /** Inside <transChange type="added">. */
  added: boolean;
  /** A tag separates this piece from the one before it. */
  afterTag: boolean;
  /** The piece before it ended a <w> element (the module dropped the space there). */
  afterWord: boolean;
}

function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

function pieces(osis: string): Piece[] {
  const result: Piece[] = [];
  const open: string[] = [];
  let tagsSince: string[] = [];
  for (const [token] of osis.matchAll(/<[^>]*>|[^<]+/g)) {
    if (token.startsWith('<')) {
      tagsSince.push(token);
      const close = /^<\/(\w+)/.exec(token);
      const start = /^<(\w+)/.exec(token);
      if (close) open.splice(open.lastIndexOf(close[1]!), 1);
      else if (start && !token.endsWith('/>')) open.push(start[1]!);
      continue;
    }
    // Titles and notes are not verse text (the module has none inside verses; this is a guard).
    if (open.includes('title') || open.includes('note')) continue;
    result.push({
      text: decodeEntities(token),
      added: open.includes('transChange'),
      afterTag: tagsSince.length > 0,
      afterWord: tagsSince.some((tag) => tag.startsWith('</w')),
    });
    tagsSince = [];
  }
  return result;
}

/** The word that ends the text so far, and whether it starts a sentence. */
function lastWord(text: string): { word: string; sentenceStart: boolean } {
  const match = /([\p{L}]+)$/u.exec(text);
  if (!match) return { word: '', sentenceStart: false };
  const before = text.slice(0, match.index).trimEnd();
  return { word: match[1]!, sentenceStart: before === '' || /[.:;?!¿¡]$/.test(before) };
}

/** True when an added pronoun after this word is the end of that word (an enclitic). */
function takesEnclitic(text: string): boolean {
  const { word, sentenceStart } = lastWord(text);
  if (!word) return false;
  const isCapitalized = word[0] !== word[0]!.toLocaleLowerCase('es');
  if (isCapitalized && !sentenceStart) return false;
  return !NOT_A_VERB.has(word.toLocaleLowerCase('es'));
}

/** One verse of OSIS markup as plain text, every word the module has in its place. */
export function renderOsisVerse(osis: string): string {
  let text = '';
  for (const piece of pieces(osis)) {
    const touching = text !== '' && LETTER.test(text.at(-1)!) && LETTER.test(piece.text[0] ?? '');
    if (touching && piece.afterTag) {
      const enclitic = piece.added && ENCLITIC.test(piece.text.trim()) && (!piece.afterWord || takesEnclitic(text));
      if (!enclitic) text += ' ';
    }
    text += piece.text;
  }
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:.!?)])/g, '$1')
    .replace(/([¿¡(])\s+/g, '$1')
    .trim();
}

/** The 22 Hebrew letters that head the stanzas of Psalm 119, as the module spells them. */
const PSALM_119_LETTERS = ['ALEPH', 'BETH', 'GIMEL', 'DALETH', 'HE', 'VAU', 'ZAIN', 'CHETH', 'TETH', 'JOD', 'CAPH', 'LAMED', 'MEM', 'NUN', 'SAMECH', 'AIN', 'PE', 'TZADDI', 'COPH', 'RESH', 'SIN', 'TAU'];

const UPPER_WORD = /^[\p{Lu}]+$/u;
const WORD = /[\p{L}]+/gu;

/**
 * Where the chapter's first words, printed in capitals, start and end ("EN el principio",
 * "Salmo de David. A TI, oh Jehová"): a word of two or more capitals, with the one-letter capital
 * words just before it ("A", "Y", "E") and the capital words after it. Null when there is none.
 */
function openingCapitals(text: string): { start: number; end: number } | null {
  const words = [...text.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  const first = words.findIndex((w) => w.word.length >= 2 && UPPER_WORD.test(w.word));
  if (first < 0) return null;
  let from = first;
  while (from > 0 && words[from - 1]!.word.length === 1 && UPPER_WORD.test(words[from - 1]!.word) && /^\s+$/.test(text.slice(words[from - 1]!.end, words[from]!.start))) from--;
  let to = first;
  while (to + 1 < words.length && UPPER_WORD.test(words[to + 1]!.word) && /^\s+$/.test(text.slice(words[to]!.end, words[to + 1]!.start))) to++;
  // Opening punctuation belongs to the verse ("¡OH Jehová", "¿POR qué").
  let start = words[from]!.start;
  while (start > 0 && /[¡¿("]/.test(text[start - 1]!)) start--;
  return { start, end: words[to]!.end };
}

/**
 * Verse 1 of a chapter as a printed Bible reads it inside a passage: a psalm's title taken out
 * (it is printed above the psalm, not as part of verse 1), and the chapter's opening capitals
 * written as ordinary words. `casing` tells how a word is written elsewhere in the Bible, so
 * that "E HIRAM" becomes "E Hiram" and "Y Á SUS" becomes "Y á sus".
 */
export function chapterOpening(text: string, options: { psalm: boolean; casing: (word: string) => string }): { title: string | null; text: string } {
  const caps = openingCapitals(text);
  if (!caps) return { title: null, text };
  const title = options.psalm ? text.slice(0, caps.start).trim() || null : null;
  const before = options.psalm ? '' : text.slice(0, caps.start);
  let isFirst = before.trim() === '' || /[.?!]\s*$/.test(before);
  const opening = text.slice(caps.start, caps.end).replace(WORD, (word) => {
    const written = isFirst ? word[0]! + word.slice(1).toLocaleLowerCase('es') : options.casing(word);
    isFirst = false;
    return written;
  });
  return { title, text: `${before}${opening}${text.slice(caps.end)}` };
}

/**
 * The stanza letter that opens Psalm 119:1, 9, 17 … 169 ("ALEPH.", "BETH"), printed above the
 * stanza in a Bible: taken out of the verse as its heading.
 */
export function psalm119Stanza(verse: number, text: string): { heading: string | null; text: string } {
  if (verse % 8 !== 1) return { heading: null, text };
  const letter = PSALM_119_LETTERS[(verse - 1) / 8]!;
  const match = new RegExp(`^${letter}\\.?\\s+`).exec(text);
  if (!match) throw new Error(`Psalm 119:${verse} does not open with ${letter}`);
  return { heading: letter, text: text.slice(match[0].length) };
}

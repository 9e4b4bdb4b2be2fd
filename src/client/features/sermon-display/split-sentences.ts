import { clausePieces, splitVerse } from './pack/split-passage.ts';

/**
 * Prose cut into sentences, and sentences into short segments, for the interpreter's script
 * (issue 27 item 3): the preacher pauses after each segment. Pure and word-preserving: the
 * sentences of a paragraph joined with single spaces give back the paragraph (its runs of
 * white space made one space), and so do the segments of a sentence.
 */

// Words that end in a period without ending a sentence, in either language (a Spanish sermon
// quotes "Mr. 16:16" for Mark, an English one "v. 5"). Compared without case and accents. Words
// that also end sentences as words ("no", «mal», «ti», «sal», «dan») are left out on purpose.
const ABBREVIATIONS = new Set(
  [
    // Titles and people.
    'mr', 'mrs', 'ms', 'dr', 'dra', 'st', 'sr', 'sra', 'srta', 'jr', 'rev', 'bro', 'sis', 'pr', 'pbro', 'hno', 'hna', 'hnos', 'ud', 'uds', 'vd', 'vds', 'sto', 'sta',
    // References and the like.
    'v', 'vv', 'ch', 'chap', 'cap', 'caps', 'cf', 'comp', 'vs', 'p', 'pp', 'pag', 'num', 'nro', 'ed', 'ej', 'e.g', 'i.e', 'a.c', 'd.c', 'a.d', 'b.c', 'aprox', 'approx', 'lit', 'gr', 'heb', 'ee', 'uu', 'u.s',
    // Bible books as sermons abbreviate them.
    'gen', 'gn', 'ex', 'exo', 'lev', 'lv', 'deut', 'dt', 'josh', 'jos', 'judg', 'jue', 'sam', 'kgs', 'chr', 'cr', 'neh', 'est', 'ps', 'prov', 'eccl', 'ecl', 'isa', 'jer', 'lam', 'ezek', 'ez', 'hos', 'os',
    'mic', 'hab', 'zech', 'zac', 'matt', 'mt', 'mk', 'mr', 'mc', 'lk', 'lc', 'jn', 'hch', 'rom', 'ro', 'cor', 'gal', 'ga', 'eph', 'ef', 'phil', 'fil', 'col', 'thess', 'ts', 'tim', 'tit', 'philem', 'flm',
    'jas', 'stg', 'pet', 'pe', 'jud', 'ap', 'apoc',
  ].map((word) => word.normalize('NFD').replace(/\p{M}/gu, '')),
);

// What may close a sentence after its mark: quotes, brackets, a dash closing a Spanish aside.
const CLOSERS = '"”’»)]';
const ENDS = /[.!?…]/u;
// What may open the next sentence: a capital or a digit, or an opening mark before one.
const OPENS = /^[¿¡«“"'‘([—–-]*[\p{Lu}\p{N}]/u;

function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when a word that ends in a period is an abbreviation or an initial, not a sentence's end. */
function isAbbreviation(word: string, first: boolean): boolean {
  const bare = word.replace(/^[¿¡«“"'‘([—–-]+/u, '');
  if (!bare.endsWith('.') || bare.endsWith('..')) return false;
  const stem = bare.slice(0, -1);
  // "J. Smith", "A. B. Simpson": one letter.
  if (/^\p{L}$/u.test(stem)) return true;
  // "1." opening a list item is its number, not a sentence.
  if (first && /^\d+$/.test(stem)) return true;
  return ABBREVIATIONS.has(plain(stem));
}

/** True when the word ends a sentence: its last mark (before any closers) is . ! ? or …, and it is no abbreviation. */
function endsSentence(word: string, first: boolean): boolean {
  let end = word.length;
  while (end > 0 && CLOSERS.includes(word[end - 1]!)) end -= 1;
  if (end === 0 || !ENDS.test(word[end - 1]!)) return false;
  // A period inside the closers ("said.”") or bare: abbreviations only matter for a bare period.
  if (word[end - 1] === '.' && end === word.length && isAbbreviation(word, first)) return false;
  return true;
}

/**
 * A paragraph's sentences: cut after . ! ? … (and the quotes or brackets that close them) where
 * the next word opens a sentence — a capital, a digit, or ¿ ¡ « “ ( before one. So «¿Me amas?
 * Apacienta» is two, "¿Quién es? dijo él" one, "v. 5", "Sr. Pérez" and "John 3:16" never end one.
 */
export function splitSentences(paragraph: string): string[] {
  const words = paragraph.split(/\s+/u).filter((word) => word !== '');
  const sentences: string[] = [];
  let current: string[] = [];
  words.forEach((word, index) => {
    current.push(word);
    const next = words[index + 1];
    if (next !== undefined && endsSentence(word, current.length === 1) && OPENS.test(next)) {
      sentences.push(current.join(' '));
      current = [];
    }
  });
  if (current.length > 0) sentences.push(current.join(' '));
  return sentences;
}

/**
 * The most one segment holds, in characters: about 25 words of English or Spanish, what a preacher
 * says before pausing for the interpreter.
 */
export const SEGMENT_BUDGET = 150;

// Past this many pieces the even split (quadratic and worse) gives way to packing in order: a
// 20,000-character "sentence" with no stop in it is cut in one pass.
const EVEN_SPLIT_MAX_PIECES = 60;

/**
 * A sentence in short segments: whole when it fits, else cut at its clause boundaries (after
 * , ; : and before ¿ ¡ « “ —) into parts as even as they allow, and only a clause longer than the
 * budget between two words. Never inside a word; the segments joined with spaces are the sentence.
 */
export function segmentsOf(sentence: string, budget = SEGMENT_BUDGET): string[] {
  const text = sentence.trim().replace(/\s+/gu, ' ');
  if (text === '') return [];
  if (text.length <= budget) return [text];
  const pieces = clausePieces(text).flatMap((clause) => (clause.length > budget ? clause.split(' ') : [clause]));
  if (pieces.length <= EVEN_SPLIT_MAX_PIECES) return splitVerse(text, budget).filter((part) => part !== '');
  const segments: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current !== '' && current.length + 1 + piece.length > budget) {
      segments.push(current);
      current = piece;
    } else current = current === '' ? piece : `${current} ${piece}`;
  }
  if (current !== '') segments.push(current);
  return segments;
}

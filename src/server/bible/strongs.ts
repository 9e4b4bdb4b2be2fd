// The Hebrew or Greek word behind each English word of the KJV (Strong's numbers) and Strong's
// dictionary entries, from data/bible/kjv-strongs.json and strongs-dictionary.bin (made by
// scripts/import-strongs.ts and import-strongs-dictionary.ts). Both files load on first use only,
// and a verse or an entry is decoded only when asked for: the chapters stay as the compact strings
// of the file, the dictionary as its bytes (strongs-dictionary-file.ts).
import fs from 'node:fs';
import { projectPath } from '../project-paths.ts';
import { bibleFor } from './bible-text.ts';
import { decodeStrongsDictionary, type RawStrongsEntry, type StrongsDictionaryLookup } from './strongs-dictionary-file.ts';
import { kjvWords } from './kjv-words.ts';
import type { PassagePoint } from './parse-references.ts';

/** An English word or phrase of a KJV verse and the Strong's number of the word it translates. */
interface StrongsWord {
  /** As printed in the verse ("loved", "the world", "only begotten"). */
  text: string;
  /** "G25", "H1254". */
  strong: string;
  /** Where the phrase is in the KJV verse text (bibleFor('en').verse(...)). */
  start: number;
  end: number;
}

export interface StrongsEntry {
  strong: string;
  language: 'greek' | 'hebrew';
  lemma: string;
  transliteration: string;
  /** Strong's definition, without the derivation. Empty for a handful of entries. */
  definition: string;
  /** How the KJV renders the word, as Strong lists it ("(be-)love(-ed)"). */
  kjvUsage: string;
}

/** Where the dictionary is packed (scripts/pack-strongs-dictionary.ts). */
export const STRONGS_DICTIONARY_FILE = 'data/bible/strongs-dictionary.bin';

let chapters: Map<string, string[]> | null = null;
let dictionary: StrongsDictionaryLookup | null = null;

function loadChapters(): Map<string, string[]> {
  if (!chapters) {
    const data = JSON.parse(fs.readFileSync(projectPath('data/bible/kjv-strongs.json'), 'utf8')) as { books: Array<{ osis: string; chapters: string[] }> };
    chapters = new Map(data.books.map((book) => [book.osis, book.chapters]));
  }
  return chapters;
}

/** "g0025", "G25 " → "G25"; anything else → null. */
export function normalizeStrong(value: string): string | null {
  const match = /^\s*([GgHh])0*(\d+)\s*$/.exec(value);
  return match ? `${match[1]!.toUpperCase()}${match[2]}` : null;
}

/**
 * The words of a KJV verse that carry a Strong's number, in reading order (KJV numbering; a verse
 * the KJV lacks, or words the KJV translators added, give nothing). A Hebrew or Greek word the
 * English splits ("should … perish") comes as two entries with the same number.
 */
export function strongsForVerse(point: Required<PassagePoint>): StrongsWord[] {
  const text = bibleFor('en').verse(point.book, point.chapter, point.verse);
  const encoded = loadChapters().get(point.book)?.[point.chapter - 1]?.split('|')[point.verse - 1];
  if (!text || !encoded) return [];
  const words = kjvWords(text);
  const found: StrongsWord[] = [];
  let cursor = 0;
  for (const token of encoded.split(' ')) {
    const match = /^(\d*)([GH]\d+)(?:\+(\d+))?$/.exec(token);
    if (!match) continue;
    const first = cursor + Number(match[1] || 0);
    const last = first + Number(match[3] || 0);
    const start = words[first];
    const end = words[last];
    if (!start || !end) break; // the text and the data disagree: stop rather than mislabel words
    found.push({ text: text.slice(start.start, end.end), strong: match[2]!, start: start.start, end: end.end });
    cursor = last + 1;
  }
  return found;
}

function readDictionary(): StrongsDictionaryLookup {
  return (dictionary ??= decodeStrongsDictionary(fs.readFileSync(projectPath(STRONGS_DICTIONARY_FILE))));
}

function toEntry(key: string, [lemma, transliteration, definition, kjvUsage]: RawStrongsEntry): StrongsEntry {
  return { strong: key, language: key.startsWith('G') ? 'greek' : 'hebrew', lemma, transliteration, definition, kjvUsage };
}

/** Strong's dictionary entry for "G26" / "H1254" (leading zeros and case forgiven), or null. */
export function strongsEntry(strong: string): StrongsEntry | null {
  const key = normalizeStrong(strong);
  if (!key) return null;
  const entry = readDictionary()(key);
  return entry ? toEntry(key, entry) : null;
}

/**
 * The word as one spelling: Strong's gives some Hebrew words in several spellings side by side
 * ("מחסה מחסה", "machăseh machseh"); shown whole, the word reads as said twice. The first spelling
 * is the word.
 */
export function oneSpelling(entry: Pick<StrongsEntry, 'lemma' | 'transliteration'>): { lemma: string; transliteration: string } {
  const lemmas = entry.lemma.trim().split(/\s+/);
  const transliterations = entry.transliteration.trim().split(/\s+/);
  if (lemmas.length > 1) return { lemma: lemmas[0]!, transliteration: transliterations[0]! };
  return { lemma: entry.lemma, transliteration: entry.transliteration };
}

/** The dictionary entries of the given numbers (glossary-lexicon.ts keeps the few hundred it can use). */
export function strongsEntriesOf(numbers: Iterable<string>): Map<string, StrongsEntry> {
  const lookup = readDictionary();
  const found = new Map<string, StrongsEntry>();
  for (const number of numbers) {
    const key = normalizeStrong(number);
    const entry = key ? lookup(key) : null;
    if (key && entry) found.set(key, toEntry(key, entry));
  }
  return found;
}

let verseCounts: Map<string, number> | null = null;

/**
 * In how many KJV verses a Strong's number is tagged (0 for one never tagged): how rare a word is in
 * the whole Bible. Counted once, on first use, from the compact chapter strings.
 */
export function strongsVerseCount(strong: string): number {
  if (!verseCounts) {
    verseCounts = new Map();
    for (const bookChapters of loadChapters().values()) {
      for (const chapter of bookChapters) {
        for (const verse of chapter.split('|')) {
          const seen = new Set(verse.match(/[GH]\d+/g) ?? []);
          for (const number of seen) verseCounts.set(number, (verseCounts.get(number) ?? 0) + 1);
        }
      }
    }
  }
  return verseCounts.get(normalizeStrong(strong) ?? '') ?? 0;
}

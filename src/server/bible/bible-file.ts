// The binary layout of data/bible/kjv.bin and rv1909.bin, written by scripts/import-bible.ts and
// read by bible-text.ts. Both sides live here so they cannot drift apart.
//
// A Bible is a list of verse slots in canonical order: each book's chapters, each chapter as many
// slots as its last verse; a slot is empty where the translation has no verse. Little-endian:
//   u32       magic "BIB1"
//   u32       H, the length of the header
//   H bytes   header, JSON in UTF-8: { id, language, source, books: [{ osis, name, chapters:
//             [slots per chapter…], headings?: [[chapter, verse, text]…] }] }
//   0–3 bytes zeros, to a multiple of 4
//   u32       S, the slot count
//   u32 × S+1 ends: slot s is text[ends[s] … ends[s + 1]) (ends[0] = 0)
//   …         text, UTF-8: every slot's verse, one after another
// The server reads the file into one Buffer and decodes a verse only when it is asked for: no
// JSON parse of 31,000 verses, no string per verse, and the text is off V8's heap.
import type { Language } from '#shared/languages.ts';

const MAGIC = 0x31424942; // "BIB1"

/** A heading above a verse, as the data stores it: [chapter, verse, text]. */
export type StoredHeading = [chapter: number, verse: number, text: string];

/** One translation as the import scripts hold it: verse v of chapter c is chapters[c - 1][v - 1]. */
export interface PackableBible {
  id: 'KJV' | 'RV1909';
  language: Language;
  source: string;
  books: Array<{ osis: string; name: string; chapters: Array<Array<string | undefined> | undefined>; headings?: StoredHeading[] }>;
}

interface Header {
  id: PackableBible['id'];
  language: Language;
  source: string;
  books: Array<{ osis: string; name: string; chapters: number[]; headings?: StoredHeading[] }>;
}

/** The file for one translation; the same input always gives the same bytes. */
export function encodeBibleFile(bible: PackableBible): Uint8Array {
  const texts: string[] = [];
  const header: Header = {
    id: bible.id,
    language: bible.language,
    source: bible.source,
    books: bible.books.map(({ osis, name, chapters, headings }) => {
      const counts = Array.from(chapters, (verses) => {
        const count = verses?.length ?? 0;
        for (let v = 0; v < count; v++) texts.push(verses![v] ?? '');
        return count;
      });
      return headings?.length ? { osis, name, chapters: counts, headings } : { osis, name, chapters: counts };
    }),
  };
  const encoder = new TextEncoder();
  const headerBytes = encoder.encode(JSON.stringify(header));
  const textBytes = texts.map((text) => encoder.encode(text));
  const endsStart = 8 + headerBytes.length + ((4 - (headerBytes.length % 4)) % 4) + 4;
  const textStart = endsStart + 4 * (texts.length + 1);
  const bytes = new Uint8Array(textStart + textBytes.reduce((sum, text) => sum + text.length, 0));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, headerBytes.length, true);
  bytes.set(headerBytes, 8);
  view.setUint32(endsStart - 4, texts.length, true);
  let end = 0;
  textBytes.forEach((text, slot) => {
    bytes.set(text, textStart + end);
    end += text.length;
    view.setUint32(endsStart + 4 * (slot + 1), end, true);
  });
  return bytes;
}

/** One book of the file: where its slots start, where each chapter's slots start. */
export interface BibleFileBook {
  name: string;
  /** Chapter c's slots are chapterStarts[c - 1] … chapterStarts[c] - 1 (slots counted over the whole Bible). */
  chapterStarts: Uint32Array;
  /** Headings by "chapter:verse" (124 psalm titles and 22 stanza letters in the whole RV1909). */
  headings?: Map<string, string>;
}

/** The file, read: its books, and any slot's text decoded from the bytes when asked for. */
export interface BibleFile {
  id: PackableBible['id'];
  language: Language;
  books: Map<string, BibleFileBook>;
  slotCount: number;
  /** Whether the translation has a verse in this slot. */
  hasText(slot: number): boolean;
  /** The slot's text; '' for an empty slot. */
  slotText(slot: number): string;
}

export function decodeBibleFile(bytes: Buffer): BibleFile {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || view.getUint32(0, true) !== MAGIC) throw new Error('not a Bible file of this layout');
  const headerLength = view.getUint32(4, true);
  const header = JSON.parse(bytes.toString('utf8', 8, 8 + headerLength)) as Header;
  const endsStart = 8 + headerLength + ((4 - (headerLength % 4)) % 4) + 4;
  const slotCount = view.getUint32(endsStart - 4, true);
  // Typed arrays need their element size's alignment: a Buffer from a shared pool may not have it.
  const aligned = (bytes.byteOffset + endsStart) % 4 === 0 ? bytes : Buffer.from(bytes);
  const ends = new Uint32Array(aligned.buffer, aligned.byteOffset + endsStart, slotCount + 1);
  const textStart = endsStart + 4 * (slotCount + 1);
  if (textStart + ends[slotCount]! !== aligned.byteLength) throw new Error('Bible file has the wrong length');

  const books = new Map<string, BibleFileBook>();
  let slot = 0;
  for (const { osis, name, chapters, headings } of header.books) {
    const chapterStarts = new Uint32Array(chapters.length + 1);
    chapters.forEach((count, c) => {
      chapterStarts[c] = slot;
      slot += count;
    });
    chapterStarts[chapters.length] = slot;
    const book: BibleFileBook = { name, chapterStarts };
    if (headings?.length) book.headings = new Map(headings.map(([chapter, verse, text]) => [`${chapter}:${verse}`, text]));
    books.set(osis, book);
  }
  if (slot !== slotCount) throw new Error('Bible file: the header and the verse index disagree');
  return {
    id: header.id,
    language: header.language,
    books,
    slotCount,
    hasText: (s) => ends[s + 1]! > ends[s]!,
    slotText: (s) => aligned.toString('utf8', textStart + ends[s]!, textStart + ends[s + 1]!),
  };
}

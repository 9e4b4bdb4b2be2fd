// The binary layout of data/bible/cross-references.bin, written by scripts/import-cross-references.ts
// and read by cross-references.ts. Both sides live here so they cannot drift apart.
//
// Every verse is numbered in canonical order over the source's own versification (each chapter
// as long as its longest verse the data names, as a reference or as a verse with references):
// about 31,100 verses, so a verse id fits in 15 bits. Little-endian:
//   u32 × 5   magic "XRF1", book count (66), chapter count C, verse count V, entry count E
//   u32 × V+1 first: verse id v's entries are entries[first[v] … first[v + 1])
//   u16 × 66  chapters per book, in OSIS_BOOKS order
//   u16 × C   verses per chapter
//   u16 × E   entries: a verse id is one single-verse reference; with the top bit set it starts a
//             range whose last verse id is the next entry
// The whole file is one ArrayBuffer viewed by typed arrays: no object per reference, nothing to
// parse (386,473 references in 0.86 MB, where a parse of the package's literal took 3.3 MB of
// heap and left ~20 MB of pages behind it).
import { OSIS_BOOKS } from './osis-books.ts';
import type { PassagePoint, PassageRange } from './parse-references.ts';

const MAGIC = 0x31465258; // "XRF1"
const HEADER_WORDS = 5;
const RANGE_FLAG = 0x8000;

/** A verse of the source with its references, as the import script reads them. */
interface VerseReferences {
  book: string;
  chapter: number;
  verse: number;
  ranges: readonly PassageRange[];
}

/** A point with its verse: what every entry of the file is. */
type VersePoint = Required<PassagePoint>;

const BOOK_INDEX = new Map<string, number>(OSIS_BOOKS.map(({ id }, index) => [id, index]));

/** Verses per chapter per book, long enough for every verse the source has or names. */
function versification(verses: readonly VerseReferences[]): number[][] {
  const books: number[][] = OSIS_BOOKS.map(() => []);
  const cover = (point: PassagePoint) => {
    const book = BOOK_INDEX.get(point.book);
    if (book === undefined || point.verse === undefined) throw new Error(`not a verse of the 66 books: ${JSON.stringify(point)}`);
    const chapters = books[book]!;
    for (let c = chapters.length; c < point.chapter; c++) chapters.push(0);
    chapters[point.chapter - 1] = Math.max(chapters[point.chapter - 1]!, point.verse);
  };
  for (const verse of verses) {
    cover(verse);
    for (const range of verse.ranges) {
      cover(range.start);
      cover(range.end);
    }
  }
  return books;
}

/** The file for the given verses (in any order; a verse listed twice keeps its last references). */
export function encodeCrossReferences(verses: readonly VerseReferences[]): Uint8Array {
  const books = versification(verses);
  const chapterStarts: number[][] = [];
  let verseCount = 0;
  for (const chapters of books) {
    chapterStarts.push(chapters.map((count) => ((verseCount += count), verseCount - count)));
  }
  if (verseCount >= RANGE_FLAG) throw new Error(`${verseCount} verses do not fit in 15 bits`);
  const idOf = (point: PassagePoint) => chapterStarts[BOOK_INDEX.get(point.book)!]![point.chapter - 1]! + point.verse! - 1;
  const byVerse: Array<number[] | undefined> = [];
  for (const verse of verses) {
    byVerse[idOf(verse)] = verse.ranges.flatMap((range) => {
      const start = idOf(range.start);
      const end = idOf(range.end);
      return end === start ? [start] : [start | RANGE_FLAG, end];
    });
  }
  const chapterCount = books.reduce((sum, chapters) => sum + chapters.length, 0);
  const entryCount = byVerse.reduce((sum, entries) => sum + (entries?.length ?? 0), 0);
  const u16Start = 4 * (HEADER_WORDS + verseCount + 1);
  const bytes = new Uint8Array(u16Start + 2 * (OSIS_BOOKS.length + chapterCount + entryCount));
  const view = new DataView(bytes.buffer);
  [MAGIC, OSIS_BOOKS.length, chapterCount, verseCount, entryCount].forEach((value, i) => view.setUint32(4 * i, value, true));
  let entry = 0;
  for (let v = 0; v <= verseCount; v++) {
    view.setUint32(4 * (HEADER_WORDS + v), entry, true);
    for (const value of byVerse[v] ?? []) view.setUint16(u16Start + 2 * (OSIS_BOOKS.length + chapterCount + entry++), value, true);
  }
  const counts = [...books.map((chapters) => chapters.length), ...books.flat()];
  counts.forEach((value, i) => view.setUint16(u16Start + 2 * i, value, true));
  return bytes;
}

/** The file, read: lookups by index into its own bytes. */
export interface CrossReferenceFile {
  /** The references of one verse, in the source's order; [] for a verse the file does not have. */
  lookup(book: string, chapter: number, verse: number): PassageRange[];
}

export function decodeCrossReferences(bytes: Uint8Array): CrossReferenceFile {
  // Typed arrays need their element size's alignment: a Buffer from a shared pool may not have it.
  const buffer = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const header = new Uint32Array(buffer.buffer, buffer.byteOffset, HEADER_WORDS);
  const [magic, bookCount, chapterCount, verseCount, entryCount] = header as unknown as [number, number, number, number, number];
  if (magic !== MAGIC || bookCount !== OSIS_BOOKS.length) throw new Error('not a cross-reference file of this layout');
  const first = new Uint32Array(buffer.buffer, buffer.byteOffset + 4 * HEADER_WORDS, verseCount + 1);
  const u16Start = buffer.byteOffset + 4 * (HEADER_WORDS + verseCount + 1);
  const chaptersPerBook = new Uint16Array(buffer.buffer, u16Start, bookCount);
  const versesPerChapter = new Uint16Array(buffer.buffer, u16Start + 2 * bookCount, chapterCount);
  const entries = new Uint16Array(buffer.buffer, u16Start + 2 * (bookCount + chapterCount), entryCount);
  if (u16Start + 2 * (bookCount + chapterCount + entryCount) !== buffer.byteOffset + buffer.byteLength) throw new Error('cross-reference file has the wrong length');

  // Derived tables, a few KB: where each book's chapters and each chapter's verses start.
  const bookFirstChapter = new Uint16Array(bookCount + 1);
  for (let b = 0; b < bookCount; b++) bookFirstChapter[b + 1] = bookFirstChapter[b]! + chaptersPerBook[b]!;
  const chapterFirstVerse = new Uint32Array(chapterCount + 1);
  const bookOfChapter = new Uint8Array(chapterCount);
  for (let c = 0, b = 0; c < chapterCount; c++) {
    while (c >= bookFirstChapter[b + 1]!) b++;
    bookOfChapter[c] = b;
    chapterFirstVerse[c + 1] = chapterFirstVerse[c]! + versesPerChapter[c]!;
  }

  const pointOf = (id: number): VersePoint => {
    // The last chapter that starts at or before the verse.
    let low = 0;
    let high = chapterCount - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (chapterFirstVerse[middle]! <= id) low = middle;
      else high = middle - 1;
    }
    const book = bookOfChapter[low]!;
    return { book: OSIS_BOOKS[book]!.id, chapter: low - bookFirstChapter[book]! + 1, verse: id - chapterFirstVerse[low]! + 1 };
  };

  return {
    lookup(book, chapter, verse) {
      const b = BOOK_INDEX.get(book);
      if (b === undefined || !Number.isInteger(chapter) || !Number.isInteger(verse) || chapter < 1 || verse < 1 || chapter > chaptersPerBook[b]!) return [];
      const c = bookFirstChapter[b]! + chapter - 1;
      if (verse > versesPerChapter[c]!) return [];
      const id = chapterFirstVerse[c]! + verse - 1;
      const found: PassageRange[] = [];
      for (let i = first[id]!; i < first[id + 1]!; i++) {
        const value = entries[i]!;
        if (value & RANGE_FLAG) found.push({ start: pointOf(value & ~RANGE_FLAG), end: pointOf(entries[++i]!) });
        else {
          const point = pointOf(value);
          found.push({ start: point, end: { ...point } });
        }
      }
      return found;
    },
  };
}

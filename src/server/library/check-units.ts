import { libraryUnitsFileSchema, type LibraryUnitsFile } from '#shared/library-schema.ts';
import type { BibleText } from '../bible/bible-text.ts';
import { OSIS_BOOKS } from '../bible/osis-books.ts';
import { rangeProblem, readLibraryRange, versesOf, type LibraryRange } from './library-range.ts';

/** A unit's range within its book ("1:1-2:3") as a library range. */
export function unitRange(book: string, range: string): LibraryRange | null {
  return readLibraryRange(`${book} ${range}`);
}

/**
 * Everything wrong with the division of the Bible into units: every verse of the KJV and of the
 * RV1909 in exactly one unit of its book, units in order, every range in both Bibles, titles in the
 * right language. Each problem names its file and unit.
 */
export function checkUnits(files: Map<string, unknown>, kjv: BibleText, rv: BibleText): string[] {
  const problems: string[] = [];
  for (const { id: book } of OSIS_BOOKS) {
    const raw = files.get(book);
    const where = `data/library/units/${book}.json`;
    if (raw === undefined) {
      problems.push(`${where}: missing`);
      continue;
    }
    const parsed = libraryUnitsFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      continue;
    }
    const file: LibraryUnitsFile = parsed.data;
    if (file.book !== book) problems.push(`${where}: says book "${file.book}"`);
    // Each verse slot of either Bible, counted by the unit that holds it.
    const owner = new Map<string, string>();
    for (const unit of file.units) {
      const range = unitRange(book, unit.range);
      if (!range) {
        problems.push(`${where} ${unit.range}: not a range`);
        continue;
      }
      for (const bible of [kjv, rv]) {
        const problem = rangeProblem(bible, range);
        if (problem) problems.push(`${where} ${unit.range}: ${problem}`);
        for (const verse of versesOf(bible, range)) {
          const key = `${verse.chapter}:${verse.verse}`;
          const held = owner.get(key);
          if (held && held !== unit.range) problems.push(`${where} ${unit.range}: ${key} is also in ${held}`);
          owner.set(key, unit.range);
        }
      }
      if (/[áéíóúñ¿¡]/i.test(unit.en)) problems.push(`${where} ${unit.range}: English title looks Spanish: "${unit.en}"`);
      if (unit.en === unit.es) problems.push(`${where} ${unit.range}: the Spanish title is the English one`);
    }
    for (const bible of [kjv, rv]) {
      for (let chapter = 1; chapter <= bible.chapterCount(book); chapter++) {
        for (let verse = 1; verse <= bible.verseCount(book, chapter); verse++) {
          if (bible.verse(book, chapter, verse) && !owner.has(`${chapter}:${verse}`)) problems.push(`${where}: ${chapter}:${verse} (${bible.id}) is in no unit`);
        }
      }
    }
    for (let i = 1; i < file.units.length; i++) {
      const before = unitRange(book, file.units[i - 1]!.range);
      const here = unitRange(book, file.units[i]!.range);
      if (before && here && (here.start.chapter < before.end.chapter || (here.start.chapter === before.end.chapter && here.start.verse <= before.end.verse))) {
        problems.push(`${where} ${file.units[i]!.range}: out of order after ${file.units[i - 1]!.range}`);
      }
    }
  }
  return problems;
}

import { libraryOccasionsFileSchema, libraryUnitsFileSchema, type LibraryEntry, type LibraryOccasion } from '#shared/library-schema.ts';
import { bibleFor } from '../bible/bible-text.ts';
import { illustrationLibrary, sermonThemes } from '../content/content-files.ts';
import { checkEntry } from './check-entries.ts';
import { checkSketches } from './check-sketches.ts';
import { checkUnits, unitRange } from './check-units.ts';
import { checkWording } from './check-wording.ts';
import type { LibraryFiles } from './library-files.ts';
import type { LibraryRange } from './library-range.ts';

/** The Acts 2:38 message every invitation carries: repentance, baptism in Jesus' name, the Holy Ghost. */
const INVITATION = {
  en: [/acts 2:38/i, /repent/i, /baptized in the name of (the lord )?jesus( christ)?/i, /holy ghost/i],
  es: [/hechos 2:38/i, /arrep(?:e|ie|ié)nt/i, /(bautiz\p{L}*|bautismo) en el nombre de (jesucristo|jesús|el señor jesús)/iu, /espíritu santo/i],
};

/**
 * Every problem in the library's files, each naming its file and entry: the units, every entry
 * (check-entries.ts), the occasions (each naming entries that exist, invitations that carry Acts
 * 2:38 in both Spanish registers), the sketches of units (check-sketches.ts), and entry ids unique. The tests run it over data/library.
 */
export function checkLibrary(files: LibraryFiles, only?: { units?: string[]; entries?: string[] }): { problems: string[]; entries: LibraryEntry[] } {
  const kjv = bibleFor('en');
  const rv = bibleFor('es');
  const problems: string[] = [];
  const unitProblems = checkUnits(files.units, kjv, rv);
  problems.push(...(only?.units ? unitProblems.filter((problem) => only.units!.some((book) => problem.startsWith(`data/library/units/${book}.json`))) : unitProblems));
  if (!only?.entries) {
    const sketchFiles = only?.units ? new Map([...files.sketches].filter(([book]) => only.units!.includes(book))) : files.sketches;
    problems.push(...checkSketches(sketchFiles, files.units, kjv, rv));
  }
  const units: LibraryRange[] = [];
  for (const [book, raw] of files.units) {
    const parsed = libraryUnitsFileSchema.safeParse(raw);
    if (parsed.success) for (const unit of parsed.data.units) units.push(...[unitRange(book, unit.range)].filter((range): range is LibraryRange => range !== null));
  }
  const context = {
    kjv,
    rv,
    units,
    themeIds: new Set(sermonThemes().map((theme) => theme.id)),
    illustrationTags: new Set(illustrationLibrary().flatMap((story) => story.tags)),
  };
  const entries: LibraryEntry[] = [];
  const ids = new Map<string, string>();
  for (const [file, raw] of files.entries) {
    if (only?.entries && !only.entries.some((wanted) => file.includes(wanted))) continue;
    const checked = checkEntry(file, raw, context);
    problems.push(...checked.problems);
    if (!checked.entry) continue;
    entries.push(checked.entry);
    const before = ids.get(checked.entry.id);
    if (before) problems.push(`data/library/entries/${file}: id ${checked.entry.id} is also used by ${before}`);
    ids.set(checked.entry.id, file);
  }
  const occasions = libraryOccasionsFileSchema.safeParse(files.occasions);
  if (!occasions.success) problems.push(...occasions.error.issues.map((issue) => `data/library/occasions.json: ${issue.path.join('.')}: ${issue.message}`));
  else if (!only?.entries) {
    const seen = new Set<string>();
    for (const occasion of occasions.data) {
      const where = `data/library/occasions.json (${occasion.id})`;
      if (seen.has(occasion.id)) problems.push(`${where}: listed twice`);
      seen.add(occasion.id);
      for (const id of occasion.entries) if (!ids.has(id)) problems.push(`${where}: entry ${id} does not exist`);
      if (!context.themeIds.has(occasion.story.theme)) problems.push(`${where}: its story theme ${occasion.story.theme} is not a theme of themes.json`);
      problems.push(...occasionListProblems(occasion, entries));
      const invitations = [
        { language: 'en' as const, text: occasion.invitation.en, field: 'application.adults' },
        { language: 'es' as const, text: occasion.invitation.es.usted, field: 'application.adults' },
        { language: 'es' as const, text: occasion.invitation.es.tu, field: 'application.youth' },
      ];
      for (const { language, text, field } of invitations) {
        for (const pattern of INVITATION[language]) if (!pattern.test(text)) problems.push(`${where}: the ${language} invitation does not say ${pattern.source}`);
        problems.push(...checkWording(text, language, field).map((problem) => `${where} invitation (${language}): ${problem}`));
      }
      for (const language of ['en', 'es'] as const) problems.push(...checkWording(occasion.opening[language], language, 'opening').map((problem) => `${where} opening (${language}): ${problem}`));
    }
  }
  return { problems, entries };
}

/** An entry that says it serves an occasion is one the occasion preaches, and the other way round. */
export function occasionListProblems(occasion: Pick<LibraryOccasion, 'id' | 'entries'>, entries: ReadonlyArray<Pick<LibraryEntry, 'id' | 'occasions'>>): string[] {
  const where = `data/library/occasions.json (${occasion.id})`;
  const problems: string[] = [];
  for (const entry of entries) {
    const listed = occasion.entries.includes(entry.id);
    if (entry.occasions.includes(occasion.id) && !listed) problems.push(`${where}: entry ${entry.id} names this occasion but is not in its entries`);
    if (!entry.occasions.includes(occasion.id) && listed) problems.push(`${where}: lists entry ${entry.id}, whose occasions do not name it`);
  }
  return problems;
}

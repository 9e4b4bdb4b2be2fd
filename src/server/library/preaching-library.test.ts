import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '#shared/library-schema.ts';
import { bibleFor } from '../bible/bible-text.ts';
import { checkEntry, type EntryCheckContext } from './check-entries.ts';
import { readLibraryFiles, type LibraryFiles } from './library-files.ts';
import { readLibraryRange } from './library-range.ts';
import { buildPreachingLibrary, LibraryDataError } from './preaching-library.ts';

const committed = readLibraryFiles();
const sample = committed.entries.get('Acts/acts-16-25-34.json') as Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);

function withEntry(file: string, entry: unknown): LibraryFiles {
  return { ...committed, entries: new Map([[file, entry]]), occasions: [] };
}

describe('loading the preaching library', () => {
  it('refuses an entry with an unknown field, naming the file and the field', () => {
    const entry = { ...clone(sample), sermonNotes: 'x' };
    expect(() => buildPreachingLibrary(withEntry('Acts/acts-16-25-34.json', entry))).toThrow(LibraryDataError);
    expect(() => buildPreachingLibrary(withEntry('Acts/acts-16-25-34.json', entry))).toThrow(/data\/library\/entries\/Acts\/acts-16-25-34\.json: .*sermonNotes/);
  });

  it('refuses an over-long exposition and a missing Spanish side, naming where', () => {
    const long = clone(sample) as { movements: Array<{ exposition: { en: string; es?: string } }> };
    long.movements[0]!.exposition.en = 'word '.repeat(400);
    expect(() => buildPreachingLibrary(withEntry('Acts/acts-16-25-34.json', long))).toThrow(/acts-16-25-34\.json: movements\.0\.exposition\.en/);
    const oneLanguage = clone(sample) as { bigIdea: { es?: string } };
    delete oneLanguage.bigIdea.es;
    expect(() => buildPreachingLibrary(withEntry('Acts/acts-16-25-34.json', oneLanguage))).toThrow(/bigIdea\.es/);
  });

  it('refuses an entry whose file is named for another id, and an occasion naming no entry', () => {
    expect(() => buildPreachingLibrary(withEntry('Acts/acts-16-25.json', clone(sample)))).toThrow(/not named acts-16-25-34\.json/);
    const files = { ...committed, occasions: [{ ...((committed.occasions as unknown[])[0] ?? {}), id: 'funeral', entries: ['no-such-entry'] }] };
    expect(() => buildPreachingLibrary(files)).toThrow(/occasions\.json/);
  });

  it('finds the entry that is exactly a passage, else the narrowest that holds it, else none', () => {
    const library = buildPreachingLibrary(withEntry('Acts/acts-16-25-34.json', clone(sample)));
    expect(library.entryFor(readLibraryRange('Acts 16:25-34')!)).toMatchObject({ exact: true });
    expect(library.entryFor(readLibraryRange('Acts 16:31')!)).toMatchObject({ exact: false, found: { entry: { id: 'acts-16-25-34' } } });
    expect(library.entryFor(readLibraryRange('Acts 16:24-26')!)).toBeNull();
    expect(library.entryFor(readLibraryRange('John 16:31')!)).toBeNull();
  });
});

describe('checking an entry against the Bible', () => {
  const context: EntryCheckContext = { kjv: bibleFor('en'), rv: bibleFor('es'), units: [readLibraryRange('Acts 16:16-40')!], themeIds: new Set(['salvation', 'water-baptism', 'praise', 'prayer', 'family', 'trials']), illustrationTags: new Set(['praise']) };
  const problemsOf = (change: (entry: LibraryEntry) => void) => {
    const entry = clone(sample) as unknown as LibraryEntry;
    change(entry);
    return checkEntry('Acts/acts-16-25-34.json', entry, context).problems.join('\n');
  };

  it('finds nothing wrong with a reviewed entry', () => {
    expect(problemsOf(() => {})).toBe('');
  });

  it('finds a misquotation, a reference that does not exist, and a wrong Strong’s number', () => {
    expect(problemsOf((entry) => (entry.movements[0]!.exposition.en = entry.movements[0]!.exposition.en.replace('sang praises unto God', 'sang hymns unto God')))).toMatch(/movements\.0\.exposition \(en\): quotes words that are not in the KJV.*sang hymns unto God/);
    expect(problemsOf((entry) => (entry.movements[0]!.exposition.es = entry.movements[0]!.exposition.es.replace('cantaban himnos', 'cantaban alabanzas')))).toMatch(/\(es\): quotes words that are not in the RV1909/);
    expect(problemsOf((entry) => (entry.conclusion.en += ' As Paul wrote (Romans 17:2).'))).toMatch(/conclusion \(en\): cites a passage that does not exist/);
    expect(problemsOf((entry) => (entry.movements[2]!.keyWord.strongs = 'G3917'))).toMatch(/G3917 is not in Acts 16:33/);
    expect(problemsOf((entry) => (entry.movements[2]!.keyWord.es.word = 'inmediatamente'))).toMatch(/«inmediatamente» is not in the RV1909 of Acts 16:33/);
    // G4336 is in Acts 16:25, but on "prayed", not on the key word "praises".
    expect(problemsOf((entry) => (entry.movements[0]!.keyWord.strongs = 'G4336'))).toMatch(/G4336 tags "prayed" in Acts 16:25, not "praises"/);
  });

  it('finds Trinitarian wording in either language, and the other language where one belongs', () => {
    expect(problemsOf((entry) => (entry.doctrine!.en += ' The second person of the Godhead obeyed.'))).toMatch(/Trinitarian/);
    expect(problemsOf((entry) => (entry.doctrine!.es += ' Dios Hijo obedeció.'))).toMatch(/Trinitarian/);
    expect(problemsOf((entry) => (entry.bigIdea.es = entry.bigIdea.en))).toMatch(/bigIdea \(es\): does not read as Spanish/);
  });

  it('holds the Spanish register of each room', () => {
    expect(problemsOf((entry) => (entry.movements[0]!.application.adults.es += ' Tú puedes alabar.'))).toMatch(/application\.adults \(es\): says «Tú»/);
    expect(problemsOf((entry) => (entry.movements[0]!.application.children.es += ' Usted también.'))).toMatch(/application\.children \(es\): says «Usted»/);
    expect(problemsOf((entry) => (entry.introduction.es += ' Dios te llama.'))).toMatch(/introduction \(es\): says «te»: this text is heard in every register/);
    // The Bible's own "tú", quoted, is not the preacher's register.
    expect(problemsOf((entry) => (entry.conclusion.es += ' «Cree en el Señor Jesucristo, y serás salvo tú, y tu casa.»'))).toBe('');
  });

  it('finds movements out of order, a passage outside its unit, and moods that leave verses out', () => {
    expect(problemsOf((entry) => (entry.movements[1]!.verses = 'Acts 16:25-30'))).toMatch(/movements\.1\.verses: overlaps/);
    expect(problemsOf((entry) => (entry.moods = entry.moods.slice(0, -1)))).toMatch(/moods: do not cover the passage/);
    const outside = checkEntry('Acts/acts-16-25-34.json', clone(sample), { ...context, units: [readLibraryRange('Acts 16:16-30')!] });
    expect(outside.problems.join('\n')).toMatch(/does not lie inside one unit/);
  });
});

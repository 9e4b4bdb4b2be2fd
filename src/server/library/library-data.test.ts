import { describe, expect, it } from 'vitest';
import { OSIS_BOOKS } from '../bible/osis-books.ts';
import { checkLibrary, occasionListProblems } from './check-library.ts';
import { readLibraryFiles } from './library-files.ts';
import { preachingLibrary } from './preaching-library.ts';

// The library as committed, read with every check that needs the Bible text (decision 0026): units
// cover both Bibles verse by verse, entries quote Scripture word for word, cite only passages that
// exist, tag key words with the Strong's number of their verse, keep each language and register,
// and never speak of a trinity; occasions name entries that exist and invite with Acts 2:38.
describe('the preaching library as committed', () => {
  const files = readLibraryFiles();

  it('divides all 66 books into units', () => {
    expect([...files.units.keys()].sort()).toEqual(OSIS_BOOKS.map((book) => book.id).sort());
  });

  it('passes every check (each problem names its file and entry)', { timeout: 120_000 }, () => {
    const { problems, entries } = checkLibrary(files);
    expect(problems).toEqual([]);
    expect(entries.length).toBe(files.entries.size);
  });

  it('loads as the server loads it at start-up', () => {
    const library = preachingLibrary();
    expect(library.entries.length).toBe(files.entries.size);
    for (const occasion of library.occasions) expect(occasion.entries.every((id) => library.entryById(id) !== null), occasion.id).toBe(true);
  });

  it("keeps each occasion's list and its entries' own occasions in step", () => {
    const entries = [{ id: 'a', occasions: ['funeral' as const] }, { id: 'b', occasions: [] }];
    expect(occasionListProblems({ id: 'funeral', entries: ['a'] }, entries)).toEqual([]);
    expect(occasionListProblems({ id: 'funeral', entries: [] }, entries)).toEqual(['data/library/occasions.json (funeral): entry a names this occasion but is not in its entries']);
    expect(occasionListProblems({ id: 'funeral', entries: ['a', 'b'] }, entries)).toEqual(['data/library/occasions.json (funeral): lists entry b, whose occasions do not name it']);
  });
});

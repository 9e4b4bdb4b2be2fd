import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeCrossReferences, encodeCrossReferences } from '../src/server/bible/cross-reference-file.ts';
import { CROSS_REFERENCE_FILE, crossReferences } from '../src/server/bible/cross-references.ts';
import { OSIS_BOOKS } from '../src/server/bible/osis-books.ts';
import type { PassageRange } from '../src/server/bible/parse-references.ts';
import { projectPath } from '../src/server/project-paths.ts';
import { CROSSREF_BOOKS, crossReferencePackageFile, parseCrossReference, readCrossReferenceSource, type SourceVerse } from './cross-reference-source.ts';

const point = (book: string, chapter: number, verse: number) => ({ book, chapter, verse });
const verseRef = (book: string, chapter: number, verse: number): PassageRange => ({ start: point(book, chapter, verse), end: point(book, chapter, verse) });

describe('parseCrossReference', () => {
  it('reads single verses and ranges (the data in 0.0.5 has none, later versions may)', () => {
    expect(parseCrossReference('jhn 3:16')).toEqual(verseRef('John', 3, 16));
    expect(parseCrossReference('jhn 1:1-3')).toEqual({ start: point('John', 1, 1), end: point('John', 1, 3) });
    expect(parseCrossReference('mat 5:3-7:29')).toEqual({ start: point('Matt', 5, 3), end: point('Matt', 7, 29) });
  });

  it('skips unknown books and malformed entries', () => {
    for (const entry of ['tob 1:1', 'jhn 3', 'jhn 3:16-', 'jhn 0:1', 'jhn 3:0', 'jhn 3:16-14', 'jhn 3:1-2:5', 'John 3:16', '', 'jhn 3:16; rom 5:8']) {
      expect(parseCrossReference(entry), entry).toBeNull();
    }
  });
});

describe('the cross-reference package', () => {
  it('uses only book codes that map to one of the 66 OSIS ids', () => {
    const osisIds = new Set<string>(OSIS_BOOKS.map((book) => book.id));
    expect(Object.keys(CROSSREF_BOOKS)).toHaveLength(66);
    expect(new Set(Object.values(CROSSREF_BOOKS))).toEqual(osisIds);
    // Read the package's source itself, so a code we never ask for is still seen.
    const source = fs.readFileSync(crossReferencePackageFile(), 'utf8');
    const codes = new Set([...source.matchAll(/"([^" ]+) \d+:\d+/g)].map((match) => match[1]!));
    const keys = new Set([...source.matchAll(/[{,]"?([1-3]?[a-z]{2,3})"?:\[\[\["/g)].map((match) => match[1]!));
    expect(codes.size).toBe(66);
    expect(keys).toEqual(codes);
    for (const code of codes) expect(CROSSREF_BOOKS[code], code).toBeDefined();
  });
});

describe('data/bible/cross-references.bin', () => {
  const source: SourceVerse[] = readCrossReferenceSource();

  it('is what scripts/import-cross-references.ts writes from the package, byte for byte', () => {
    const committed = fs.readFileSync(projectPath(CROSS_REFERENCE_FILE));
    expect(Buffer.from(encodeCrossReferences(source)).equals(committed), 'run node scripts/import-cross-references.ts').toBe(true);
  });

  it('gives for a sample of verses over the whole Bible exactly the references the package has', () => {
    expect(source.reduce((sum, verse) => sum + verse.ranges.length, 0)).toBe(386_473);
    const named = source.filter((verse) => ['John 3:16', 'Rom 8:28', 'Ps 23:1', 'Jude 1:24', 'Acts 2:38', 'Zech 8:23'].includes(`${verse.book} ${verse.chapter}:${verse.verse}`));
    const sample = [...named, ...source.filter((_, i) => i % 97 === 0)];
    expect(sample.length).toBeGreaterThan(320);
    for (const verse of sample) expect(crossReferences(verse.book, verse.chapter, verse.verse), `${verse.book} ${verse.chapter}:${verse.verse}`).toEqual(verse.ranges);
  });

  it('keeps ranges, also across chapters, and refuses a file of another layout', () => {
    const ranges = [verseRef('Rom', 5, 8), { start: point('Matt', 5, 3), end: point('Matt', 7, 29) }, { start: point('John', 1, 1), end: point('John', 1, 3) }];
    const file = decodeCrossReferences(encodeCrossReferences([{ ...point('John', 3, 16), ranges }, { ...point('Rev', 22, 21), ranges: [] }]));
    expect(file.lookup('John', 3, 16)).toEqual(ranges);
    expect(file.lookup('John', 3, 15)).toEqual([]);
    expect(file.lookup('Rev', 22, 21)).toEqual([]);
    expect(() => decodeCrossReferences(new Uint8Array(64))).toThrow(/layout/);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeStrongsDictionary, encodeStrongsDictionary } from '../src/server/bible/strongs-dictionary-file.ts';
import { STRONGS_DICTIONARY_FILE, strongsEntry } from '../src/server/bible/strongs.ts';
import { projectPath } from '../src/server/project-paths.ts';
import { readStrongsDictionaryJson } from './pack-strongs-dictionary.ts';

describe("the packed Strong's dictionary", () => {
  const entries = readStrongsDictionaryJson();

  it('is what packing strongs-dictionary.json gives, byte for byte (scripts/pack-strongs-dictionary.ts was run)', () => {
    expect(Buffer.from(encodeStrongsDictionary(entries)).equals(fs.readFileSync(projectPath(STRONGS_DICTIONARY_FILE)))).toBe(true);
  });

  it('gives every entry of the JSON, field for field, and nothing else', () => {
    const differences = Object.entries(entries).filter(([key, [lemma, transliteration, definition, kjvUsage]]) => {
      const entry = strongsEntry(key);
      return !entry || entry.lemma !== lemma || entry.transliteration !== transliteration || entry.definition !== definition || entry.kjvUsage !== kjvUsage;
    });
    expect(Object.keys(entries)).toHaveLength(14_298);
    expect(differences.map(([key]) => key)).toEqual([]);
    expect(strongsEntry('G0')).toBeNull();
    expect(strongsEntry('G99999')).toBeNull();
    expect(strongsEntry('H99999')).toBeNull();
  });
});

describe('decodeStrongsDictionary', () => {
  const tiny = { G1: ['Α', 'A', 'the first letter', 'Alpha'], G3: ['ἀβαδδών', 'Abaddṓn', '', 'Abaddon'], H2: ['אב', "'ab", 'father', 'father'] } as const;
  const packed = () => encodeStrongsDictionary(Object.fromEntries(Object.entries(tiny).map(([key, entry]) => [key, [...entry]])) as never);

  it('finds an entry by its number, a number without one as none, an empty field kept', () => {
    const lookup = decodeStrongsDictionary(Buffer.from(packed()));
    expect(lookup('G1')).toEqual(['Α', 'A', 'the first letter', 'Alpha']);
    expect(lookup('G3')).toEqual(['ἀβαδδών', 'Abaddṓn', '', 'Abaddon']);
    expect(lookup('H2')).toEqual(['אב', "'ab", 'father', 'father']);
    for (const missing of ['G2', 'H1', 'G4', 'H3', 'G0', 'X1', 'g1']) expect(lookup(missing), missing).toBeNull();
  });

  it('reads a file at an odd place in its memory, and refuses one of another layout or cut short', () => {
    const bytes = packed();
    const shifted = Buffer.alloc(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(decodeStrongsDictionary(shifted.subarray(1))('H2')?.[2]).toBe('father');
    expect(() => decodeStrongsDictionary(Buffer.from('not a dictionary'))).toThrow(/layout/);
    expect(() => decodeStrongsDictionary(Buffer.from(bytes.subarray(0, bytes.length - 1)))).toThrow(/length/);
  });
});

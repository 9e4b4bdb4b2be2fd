// Its own file, so that no other test has loaded the Spanish Bible into this module graph first.
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { wordStudiesForVerse } from './word-studies.ts';

const reads = vi.spyOn(fs, 'readFileSync');
const readRv1909 = () => reads.mock.calls.some(([file]) => String(file).endsWith('rv1909.bin'));
afterAll(() => reads.mockRestore());

describe('word studies load only the language that is read', () => {
  it('gives the English words without reading the Spanish Bible, and the Spanish form when asked for', () => {
    const studies = wordStudiesForVerse({ book: 'John', chapter: 3, verse: 16 });
    expect(studies.map((study) => study.english)).toContain('loved');
    expect(studies.find((study) => study.strong === 'G25')?.dictionary.transliteration).toBe('agapáō');
    expect(readRv1909()).toBe(false);
    expect(studies.find((study) => study.strong === 'G25')?.spanish).toBe('amó');
    expect(readRv1909()).toBe(true);
    // Found once, then kept; and a study still reads as plain data.
    expect(JSON.parse(JSON.stringify(studies.find((study) => study.strong === 'G622')))).toMatchObject({ english: 'perish', spanish: 'pierda' });
  });
});

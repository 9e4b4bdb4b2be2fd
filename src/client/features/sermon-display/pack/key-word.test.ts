import { describe, expect, it } from 'vitest';
import type { SermonPoint } from '#shared/sermon-document.ts';
import { biblePassage } from '#tests/support/pack-sermons.ts';
import { keyWordOf } from './key-word.ts';

const point = (heading: string, overrides: Partial<SermonPoint> = {}): SermonPoint => ({ heading, passage: null, explanation: '', application: '', ...overrides });
const word = (p: SermonPoint, language: 'en' | 'es' = 'en') => keyWordOf(p, p.heading, language)?.word ?? null;

describe("a point's key word (the handout's blank)", () => {
  it('is the word study the explanation opens a paragraph with, when the heading says it (library and composer forms)', () => {
    expect(word(point('For God So Loved the World', { explanation: 'The verse begins with God.\n“world”: Kosmos in John is humanity…' }))).toBe('World');
    expect(word(point('That He Gave His Only Begotten Son', { explanation: '“only begotten” — Greek μονογενής (monogenēs, Strong\'s G3439): unique.' }))).toBe('Only Begotten');
    expect(word(point('Jehová es mi pastor', { explanation: '«pastor»: el que cuida el rebaño.' }), 'es')).toBe('pastor');
    expect(word(point('The Lord is my shepherd', { explanation: '“shepherd” (Psalm 23:1) — raah: to tend a flock.' }))).toBe('shepherd');
  });

  it('else is the heading word the point says most, then the longer, then the first', () => {
    const passage = biblePassage('Luke 15:20', 'en');
    // "father" is said twice in Luke 15:20; "ran" once.
    expect(word(point('A father who ran to meet him', { passage }))).toBe('father');
    expect(word(point('Grace and peace', { application: 'Peace be with you. Peace!' }))).toBe('peace');
    expect(word(point('Grace and mercy'))).toBe('Grace');
    // A word study of a word the heading does not say falls back to the rule.
    expect(word(point('A father who ran', { explanation: '“compassion”: pity.', passage }))).toBe('father');
  });

  it('never blanks a function word, and a heading with nothing else has no blank', () => {
    expect(word(point('Of the and unto'))).toBeNull();
    expect(word(point(''))).toBeNull();
    expect(word(point('De la y el en', {}), 'es')).toBeNull();
    expect(word(point('Á los que aman', {}), 'es')).toBe('aman');
  });

  it('finds the words where they stand in the heading, accents and all', () => {
    const p = point('Jehová, mi pastor', { explanation: '«jehova»: el nombre.' });
    expect(keyWordOf(p, p.heading, 'es')).toEqual({ word: 'Jehová', start: 0, end: 6 });
  });
});

import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs.ts';

describe('paragraphs', () => {
  it('splits at line breaks and drops blank lines', () => {
    expect(paragraphs('One\n\nTwo\r\n  \nThree  ')).toEqual(['One', 'Two', 'Three']);
  });
  it('gives nothing for empty text', () => {
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs('  \n ')).toEqual([]);
    expect(paragraphs(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { bibleFor } from './bible-text.ts';
import { foldText } from './fold-text.ts';
import { searchVerses } from './verse-search.ts';

describe('verse search (fallback for any theme)', () => {
  it('folds case and accents', () => {
    expect(foldText('Oración ÉXODO')).toBe('oracion exodo');
  });

  it('finds English verses by their words, best matches first', () => {
    const hits = searchVerses('faith hope charity', 'en', 5);
    expect(hits.length).toBe(5);
    expect(hits[0]!.text.toLowerCase()).toContain('faith');
    expect(hits[0]!.text.toLowerCase()).toContain('hope');
    expect(hits[0]!.text.toLowerCase()).toContain('charity');
  });

  it('finds Spanish verses without accents typed', () => {
    const hits = searchVerses('misericordia perdon', 'es', 10);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(foldText(hit.text)).toMatch(/misericordia|perdon/);
  });

  it('only returns real verses, with the text of the Bible data', () => {
    for (const hit of searchVerses('shepherd', 'en', 10)) expect(bibleFor('en').verse(hit.book, hit.chapter, hit.verse)).toBe(hit.text);
  });

  it('returns nothing for words too short or too common', () => {
    expect(searchVerses('the and of', 'en')).toEqual([]);
    expect(searchVerses('zzxqv', 'en')).toEqual([]);
  });
});

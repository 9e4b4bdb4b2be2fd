import { describe, expect, it } from 'vitest';
import { bibleFor } from './bible-text.ts';
import { parseReferences } from './parse-references.ts';
import { resolvePassage } from './resolve-passage.ts';
import { SERMON_THEMES, findThemes } from './sermon-themes.ts';

const REQUIRED_IDS = ['faith', 'grace', 'holy-ghost', 'water-baptism', 'repentance', 'prayer', 'healing', 'family', 'hope', 'salvation'];

const first = (text: string, language: 'en' | 'es') => findThemes(text, language)[0]?.id;

describe('SERMON_THEMES', () => {
  it('has at least 60 themes with unique kebab-case ids, including the required ones', () => {
    expect(SERMON_THEMES.length).toBeGreaterThanOrEqual(60);
    const ids = SERMON_THEMES.map((theme) => theme.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const id of REQUIRED_IDS) expect(ids).toContain(id);
  });

  it('gives every theme 6–10 verses and names and lowercase keywords in both languages', () => {
    const bad: string[] = [];
    for (const theme of SERMON_THEMES) {
      if (theme.verses.length < 6 || theme.verses.length > 10) bad.push(`${theme.id}: ${theme.verses.length} verses`);
      if (new Set(theme.verses).size !== theme.verses.length) bad.push(`${theme.id}: repeated verse`);
      for (const language of ['en', 'es'] as const) {
        const { name, keywords } = theme[language];
        if (!name.trim()) bad.push(`${theme.id}.${language}: empty name`);
        if (keywords.length === 0) bad.push(`${theme.id}.${language}: no keywords`);
        for (const keyword of keywords) if (!keyword.trim() || keyword !== keyword.toLowerCase()) bad.push(`${theme.id}.${language}: keyword "${keyword}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('offers Spanish keywords both with and without accents', () => {
    const holyGhost = SERMON_THEMES.find((theme) => theme.id === 'holy-ghost')!;
    expect(holyGhost.es.keywords).toEqual(expect.arrayContaining(['espíritu santo', 'espiritu santo']));
    const bad = SERMON_THEMES.flatMap((theme) =>
      theme.es.keywords
        .filter((keyword) => keyword.normalize('NFD') !== keyword.normalize('NFD').replace(/\p{M}/gu, ''))
        .filter((keyword) => !theme.es.keywords.includes(keyword.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')))
        .map((keyword) => `${theme.id}: ${keyword}`),
    );
    expect(bad).toEqual([]);
  });

  it('names only short passages that exist in both the KJV and the Reina-Valera 1909', () => {
    const kjv = bibleFor('en');
    const rv = bibleFor('es');
    const bad: string[] = [];
    for (const theme of SERMON_THEMES) {
      for (const reference of theme.verses) {
        const ranges = parseReferences(reference, 'en');
        if (ranges.length !== 1) {
          bad.push(`${theme.id}: ${reference} (parsed as ${ranges.length} ranges)`);
          continue;
        }
        const english = resolvePassage(kjv, ranges[0]!);
        const spanish = resolvePassage(rv, ranges[0]!);
        if (!english) bad.push(`${theme.id}: ${reference} (not in the KJV)`);
        if (!spanish) bad.push(`${theme.id}: ${reference} (not in the RV1909)`);
        if (english && english.verses.length > 8) bad.push(`${theme.id}: ${reference} (${english.verses.length} verses)`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('findThemes', () => {
  it('finds the theme named in English, ignoring case', () => {
    expect(first('The power of faith', 'en')).toBe('faith');
    expect(first('Holy Ghost', 'en')).toBe('holy-ghost');
    expect(first('Holy Spirit', 'en')).toBe('holy-ghost');
    expect(first('holy spirit', 'en')).toBe('holy-ghost');
    expect(first('Baptism in the name of Jesus', 'en')).toBe('water-baptism');
    expect(first('The Oneness of God', 'en')).toBe('one-god');
  });

  it('finds the theme named in Spanish, with or without accents', () => {
    expect(first('la gracia de Dios', 'es')).toBe('grace');
    expect(first('Espiritu Santo', 'es')).toBe('holy-ghost');
    expect(first('espíritu santo', 'es')).toBe('holy-ghost');
    expect(first('Bautismo en agua', 'es')).toBe('water-baptism');
    expect(first('arrepentimiento', 'es')).toBe('repentance');
    expect(first('oración', 'es')).toBe('prayer');
    expect(first('oracion', 'es')).toBe('prayer');
    expect(first('sanidad divina', 'es')).toBe('healing');
    expect(first('la familia', 'es')).toBe('family');
    expect(first('esperanza', 'es')).toBe('hope');
    expect(first('salvación', 'es')).toBe('salvation');
    expect(first('SALVACION', 'es')).toBe('salvation');
  });

  it('puts the longest keyword match first and lists every theme that matches', () => {
    const themes = findThemes('Faith and prayer in the storm', 'en').map((theme) => theme.id);
    expect(themes).toEqual(expect.arrayContaining(['faith', 'prayer', 'storms-of-life']));
    expect(themes[0]).toBe('prayer');
    expect(first('el bautismo del Espíritu Santo', 'es')).toBe('holy-ghost');
  });

  it('matches whole words only and returns [] when no theme is named', () => {
    expect(findThemes('quarterly budget meeting', 'en')).toEqual([]);
    expect(findThemes('', 'en')).toEqual([]);
    expect(findThemes('faithfulness', 'en').map((theme) => theme.id)).not.toContain('faith');
    expect(findThemes('prayer', 'es')).toEqual([]);
  });
});

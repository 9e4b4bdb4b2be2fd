import { describe, expect, it } from 'vitest';
import { sermonThemes } from '../content/content-files.ts';
import { findThemes } from './sermon-themes.ts';

const first = (text: string, language: 'en' | 'es') => findThemes(text, language)[0]?.id;

describe('findThemes', () => {
  it('finds the theme named in English, ignoring case', () => {
    expect(first('The power of faith', 'en')).toBe('faith');
    expect(first('Holy Ghost', 'en')).toBe('holy-ghost');
    expect(first('holy spirit', 'en')).toBe('holy-ghost');
    expect(first('Baptism in the name of Jesus', 'en')).toBe('water-baptism');
    expect(first('The Oneness of God', 'en')).toBe('one-god');
  });

  it('finds the theme named in Spanish, with or without accents', () => {
    expect(first('la gracia de Dios', 'es')).toBe('grace');
    expect(first('Espiritu Santo', 'es')).toBe('holy-ghost');
    expect(first('espíritu santo', 'es')).toBe('holy-ghost');
    expect(first('Bautismo en agua', 'es')).toBe('water-baptism');
    expect(first('oracion', 'es')).toBe('prayer');
    expect(first('SALVACION', 'es')).toBe('salvation');
  });

  // The seasons and occasions of church life (issue 18), typed as a preacher would type them.
  const OCCASIONS: Array<[string, 'en' | 'es', string]> = [
    ['Christmas', 'en', 'christmas'],
    ['The birth of Jesus', 'en', 'christmas'],
    ['Navidad', 'es', 'christmas'],
    ['El nacimiento de Jesús', 'es', 'christmas'],
    ['Easter', 'en', 'resurrection'],
    ['Resurrección', 'es', 'resurrection'],
    ['Semana Santa', 'es', 'resurrection'],
    ['Pascua', 'es', 'resurrection'],
    ['Pentecost', 'en', 'pentecost-sunday'],
    ['Pentecostés', 'es', 'pentecost-sunday'],
    ['New Year', 'en', 'new-year'],
    ['Año Nuevo', 'es', 'new-year'],
    ["Mother's Day", 'en', 'mothers-day'],
    ['Mother’s Day', 'en', 'mothers-day'],
    ['Día de las Madres', 'es', 'mothers-day'],
    ["Father's Day", 'en', 'fathers-day'],
    ['Día del Padre', 'es', 'fathers-day'],
    ['Wedding', 'en', 'marriage'],
    ['Boda', 'es', 'marriage'],
    ['Funeral', 'en', 'grief'],
    ['Grief', 'en', 'grief'],
    ['funeral', 'es', 'grief'],
    ['Duelo', 'es', 'grief'],
    ['Baptism service', 'en', 'baptism-service'],
    ['Servicio de bautismos', 'es', 'baptism-service'],
    ["The Lord's Supper", 'en', 'communion'],
    ['Santa Cena', 'es', 'communion'],
    ['Revival', 'en', 'revival'],
    ['Avivamiento', 'es', 'revival'],
    ['Storms of life', 'en', 'storms-of-life'],
    ['Faith in the storm', 'en', 'storms-of-life'],
    ['Tormentas de la vida', 'es', 'storms-of-life'],
    ['Missions', 'en', 'missions'],
    ['Misiones', 'es', 'missions'],
  ];
  it.each(OCCASIONS)('finds %s (%s) → %s', (text, language, id) => {
    expect(first(text, language)).toBe(id);
  });

  it('puts the longest phrase first, then the theme named first, and lists every theme that matches', () => {
    const themes = findThemes('Faith and prayer in the storm', 'en').map((theme) => theme.id);
    expect(themes).toEqual(expect.arrayContaining(['faith', 'prayer', 'storms-of-life']));
    expect(first('el bautismo del Espíritu Santo', 'es')).toBe('holy-ghost');
    expect(first('El perdón en la familia', 'es')).toBe('forgiveness');
    expect(first('Hope in the valley of grief', 'en')).toBe('grief');
    expect(first('Hope and faith', 'en')).toBe('hope');
  });

  it('matches whole words only and returns [] when no theme is named', () => {
    expect(findThemes('quarterly budget meeting', 'en')).toEqual([]);
    expect(findThemes('', 'en')).toEqual([]);
    expect(findThemes('faithfulness', 'en').map((theme) => theme.id)).not.toContain('faith');
    expect(findThemes('prayer', 'es')).toEqual([]);
  });
  it("finds a theme by its own name and by each of its titles, in that title's language", () => {
    for (const theme of sermonThemes()) {
      for (const language of ['en', 'es'] as const) {
        for (const text of [theme[language].name, ...theme[language].titles]) {
          expect(findThemes(text, language).map((found) => found.id), `${language}: ${text}`).toContain(theme.id);
        }
      }
    }
    // "God Restores" once answered "no Scripture found": neither its words nor Nave's matched.
    expect(first('God Restores', 'en')).toBe('restoration');
    expect(first('Dios restaura', 'es')).toBe('restoration');
  });

  it('tries the plain form of a plural or an inflected word when nothing matches as typed', () => {
    expect(first('Marriages', 'en')).toBe('marriage');
    expect(first('praying', 'en')).toBe('prayer');
    expect(first('restored', 'en')).toBe('restoration');
    expect(first('oraciones', 'es')).toBe('prayer');
  });
});

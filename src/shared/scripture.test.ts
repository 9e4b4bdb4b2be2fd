import { describe, expect, it } from 'vitest';
import { looksLikeScriptureReference, toGenerationSubject } from './scripture.ts';

describe('scripture detection (product §5: digits, colon, digits)', () => {
  it.each(['John 3:16', 'Juan 3:16-18', '1 Co 13:4', 'Hechos 2:38', 'Romans 8 : 28', '3:16'])('%s is a reference', (text) => {
    expect(looksLikeScriptureReference(text)).toBe(true);
  });

  it.each(['Faith', 'La gracia de Dios', 'Psalm 23', 'Sal 23', 'The 3 keys to prayer', '10:', ':5'])('%s is a theme', (text) => {
    expect(looksLikeScriptureReference(text)).toBe(false);
  });

  it('sends a reference as scripture with an empty title', () => {
    expect(toGenerationSubject('  Acts 2:38 ')).toEqual({ title: '', scripture: 'Acts 2:38' });
  });

  it('sends a theme as title with an empty scripture', () => {
    expect(toGenerationSubject('El poder de la oración')).toEqual({ title: 'El poder de la oración', scripture: '' });
  });
});

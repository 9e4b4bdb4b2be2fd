import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf-file-name.ts';

describe('pdfFileName', () => {
  it('replaces every character that is not a letter or digit with an underscore', () => {
    expect(pdfFileName('The New Birth: John 3:5!')).toBe('The_New_Birth__John_3_5_.pdf');
  });
  it('keeps accented letters', () => {
    expect(pdfFileName('Recibir es el don del Espíritu Santo')).toBe('Recibir_es_el_don_del_Espíritu_Santo.pdf');
    expect(pdfFileName('¿Qué es la fe?')).toBe('_Qué_es_la_fe_.pdf');
    expect(pdfFileName('Nin\u0303os')).toBe('Niños.pdf');
  });
  it('keeps Greek letters and plain letters and digits', () => {
    expect(pdfFileName('Μετάνοια')).toBe('Μετάνοια.pdf');
    expect(pdfFileName('Psalm23')).toBe('Psalm23.pdf');
  });
});

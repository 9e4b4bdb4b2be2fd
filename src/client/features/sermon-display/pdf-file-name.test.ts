import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf-file-name.ts';

describe('pdfFileName', () => {
  it('replaces every non-alphanumeric character with an underscore', () => {
    expect(pdfFileName('The New Birth: John 3:5!')).toBe('The_New_Birth__John_3_5_.pdf');
  });
  it('treats accented letters as non-alphanumeric, as the spec rule says', () => {
    expect(pdfFileName('¿Qué es la fe?')).toBe('_Qu__es_la_fe_.pdf');
  });
  it('keeps plain letters and digits', () => {
    expect(pdfFileName('Psalm23')).toBe('Psalm23.pdf');
  });
});

import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './pdf-text.ts';

describe('pdfSafeText', () => {
  it('replaces curly quotes and dashes that Helvetica (WinAnsi) may not draw', () => {
    expect(pdfSafeText('Hechos 2:38 — “Arrepentíos” y ‘bautícese’ – ya…')).toBe('Hechos 2:38 - "Arrepentíos" y \'bautícese\' - ya...');
  });
  it('keeps Latin-1 Spanish characters', () => {
    const text = '¿Quién? ¡Sí! á é í ó ú ñ ü Á É Í Ó Ú Ñ Ü «cita»';
    expect(pdfSafeText(text)).toBe(text);
    // Every character fits in Latin-1, which jsPDF's standard fonts encode.
    expect([...pdfSafeText(text)].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
  });
  it('composes decomposed accents so they stay Latin-1', () => {
    expect(pdfSafeText('Jesu\u0301s')).toBe('Jesús');
  });
});

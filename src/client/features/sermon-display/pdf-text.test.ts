import { describe, expect, it } from 'vitest';
import { pdfLineText } from './pdf-text.ts';

describe('pdfLineText', () => {
  it('keeps curly quotes, dashes, ellipses, Greek and Spanish exactly', () => {
    const text = 'Hechos 2:38 — “Arrepentíos” y ‘bautícese’ – ya… μετανοέω (metanoéō) ¿Quién? ¡Sí! ñ ü «cita»';
    expect(pdfLineText(text)).toBe(text);
  });
  it('composes decomposed accents', () => {
    expect(pdfLineText('Jesu\u0301s')).toBe('Jesús');
  });
  it('draws a Hebrew word right to left inside an English line, each vowel point just before its letter', () => {
    expect(pdfLineText('The word אמר (’âmar) means')).toBe('The word רמא (’âmar) means');
    // shin, shin dot, vav, dagesh, bet: drawn bet, dagesh, vav, shin dot, shin.
    expect(pdfLineText('\u05E9\u05C1\u05D5\u05BC\u05D1')).toBe('\u05D1\u05BC\u05D5\u05C1\u05E9');
  });
  it('keeps the English of a line that starts with Hebrew in reading order', () => {
    expect(pdfLineText('אמר (’âmar) means to say.')).toBe('רמא (’âmar) means to say.');
  });
  it('keeps the word order of a Hebrew phrase', () => {
    expect(pdfLineText('see בית לחם here')).toBe('see םחל תיב here');
  });
});

import { expect, it } from 'vitest';
import { withPsalmArticles } from './fill-template.ts';

it('gives a psalm its article inside a Spanish sentence, and leaves a citation heading its own line bare', () => {
  expect(withPsalmArticles('Las palabras de Salmos 23 nos guían.')).toBe('Las palabras del Salmo 23 nos guían.');
  expect(withPsalmArticles('Salmos 23 nos guía.')).toBe('El Salmo 23 nos guía.');
  expect(withPsalmArticles('Salmos 103:2 — El samaritano hizo lo que David le mandó a su propia alma.')).toBe('Salmos 103:2 — El samaritano hizo lo que David le mandó a su propia alma.');
  expect(withPsalmArticles('Primero.\nSalmos 34:1-3 — David bendice.')).toBe('Primero.\nSalmos 34:1-3 — David bendice.');
});

import { describe, expect, it } from 'vitest';
import { fitDraftShape, trimAtSentence } from './fit-draft-shape.ts';

const point = { heading: 'H', reference: 'John 3:3', explanation: 'E.', application: 'A.' };
const draft = { title: 'T', mainReference: 'John 3:5', introduction: 'I.', points: [point, point, point], illustration: 'S.', conclusion: 'C.' };

describe('fitting a draft to the sermon schema', () => {
  it('cuts at the last sentence end within the limit, in English and Spanish', () => {
    expect(trimAtSentence('One. Two. Three.', 10)).toBe('One. Two.');
    expect(trimAtSentence('¿Quién es? «Él es.» Y más texto aquí.', 20)).toBe('¿Quién es? «Él es.»');
    expect(trimAtSentence('Short.', 100)).toBe('Short.');
  });

  it('keeps three of four points, refuses two, refuses what is not a draft', () => {
    expect(fitDraftShape({ ...draft, points: [point, point, point, { ...point, heading: 'Fourth' }] })?.points).toHaveLength(3);
    expect(fitDraftShape({ ...draft, points: [point, point] })).toBeNull();
    expect(fitDraftShape('text')).toBeNull();
    expect(fitDraftShape({ ...draft, conclusion: undefined })).toBeNull();
  });

  it('trims an overlong explanation inside a point', () => {
    const fitted = fitDraftShape({ ...draft, points: [{ ...point, explanation: 'A sentence here. '.repeat(400) }, point, point] });
    expect(fitted!.points[0]!.explanation.length).toBeLessThanOrEqual(4000);
    expect(fitted!.points[0]!.explanation).toMatch(/here\.$/);
  });
});

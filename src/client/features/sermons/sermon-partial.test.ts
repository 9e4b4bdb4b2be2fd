import { describe, expect, it } from 'vitest';
import { mergePartial, pointHeadings } from './sermon-partial.ts';

describe('the streamed partial document', () => {
  it('folds each partial event into what has arrived, keeping earlier fields', () => {
    let partial = mergePartial({}, { title: 'Born again', mainPassage: { reference: 'John 3:5', text: 'Except a man…' } });
    partial = mergePartial(partial, { introduction: 'Nicodemus came by night.', points: [{ heading: ' Water ', passage: null }, { heading: '' }, { heading: 'Spirit' }] });
    expect(partial).toMatchObject({ title: 'Born again', mainPassage: { reference: 'John 3:5' }, introduction: 'Nicodemus came by night.' });
    expect(pointHeadings(partial)).toEqual(['Water', 'Spirit']);
  });

  it('ignores malformed fields and data that is not a partial document', () => {
    const current = { title: 'Kept' };
    expect(mergePartial(current, null)).toBe(current);
    expect(mergePartial(current, 'text')).toBe(current);
    expect(mergePartial(current, { title: 42, introduction: 'New' })).toEqual({ title: 'Kept', introduction: 'New' });
    expect(pointHeadings(mergePartial(current, { points: 'not a list' }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { applyDraftDelta } from '#shared/sermon-draft-delta.ts';
import { previewPoints } from './sermon-partial.ts';

describe('the draft rebuilt from the stream', () => {
  it('appends each delta to its section and replaces a section sent whole', () => {
    let draft = applyDraftDelta({}, { append: { title: 'Born', introduction: 'Nicodemus' }, mainPassage: { reference: 'John 3:5', text: 'Except a man…' } });
    draft = applyDraftDelta(draft, { append: { title: ' again', introduction: ' came by night.', 'points.0.heading': ' Water ', 'points.0.explanation': 'The new birth.', 'points.2.heading': 'Spirit' } });
    expect(draft).toMatchObject({ title: 'Born again', mainPassage: { reference: 'John 3:5' }, introduction: 'Nicodemus came by night.' });
    expect(previewPoints(draft)).toEqual([
      { heading: 'Water', explanation: 'The new birth.' },
      { heading: 'Spirit', explanation: '' },
    ]);
    draft = applyDraftDelta(draft, { replace: { title: 'A New Birth', 'points.2.heading': '' }, append: { conclusion: 'Repent.' } });
    expect(draft.title).toBe('A New Birth');
    expect(draft.conclusion).toBe('Repent.');
    expect(previewPoints(draft).map((point) => point.heading)).toEqual(['Water']);
  });

  it('ignores data that is not a delta', () => {
    const current = { title: 'Kept' };
    expect(applyDraftDelta(current, null)).toBe(current);
    expect(applyDraftDelta(current, 'text')).toBe(current);
    expect(applyDraftDelta(current, { append: { title: 42 } })).toBe(current);
    expect(applyDraftDelta(current, { append: { 'points.9.heading': 'x' } })).toBe(current);
  });
});

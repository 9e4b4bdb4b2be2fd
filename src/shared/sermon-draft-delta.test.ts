import { describe, expect, it } from 'vitest';
import { applyDraftDelta, draftDelta } from './sermon-draft-delta.ts';

describe('draft deltas', () => {
  it('sends only the new text of each section, and rebuilds the same draft', () => {
    const first = { title: 'Born', introduction: 'Nicodemus came' };
    const second = { title: 'Born again', introduction: 'Nicodemus came by night.', points: [{ heading: 'Water', explanation: 'The new' }], conclusion: 'Repent' };
    expect(draftDelta({}, first)).toEqual({ append: { title: 'Born', introduction: 'Nicodemus came' } });
    expect(draftDelta(first, second)).toEqual({ append: { title: ' again', introduction: ' by night.', 'points.0.heading': 'Water', 'points.0.explanation': 'The new', conclusion: 'Repent' } });
    expect(draftDelta(second, second)).toBeNull();
    const rebuilt = applyDraftDelta(applyDraftDelta({}, draftDelta({}, first)), draftDelta(first, second));
    expect(rebuilt).toEqual(second);
  });

  it('replaces a section that did not only grow (a new attempt, a cut field) and clears one that is gone', () => {
    const before = { title: 'The Promise of Hezekiah', introduction: 'A long introduction.', points: [{ heading: 'One' }, { heading: 'Two' }] };
    const after = { title: 'The Promise', introduction: 'A long introduction.', points: [{ heading: 'One' }] };
    const delta = draftDelta(before, after);
    expect(delta).toEqual({ replace: { title: 'The Promise', 'points.1.heading': '' } });
    expect(applyDraftDelta(before, delta)).toEqual(after);
  });

  it('sends a verified main passage whole, once', () => {
    const passage = { reference: 'John 3:5', text: 'Jesus answered…' };
    expect(draftDelta({}, { title: 'T', mainPassage: passage })).toEqual({ append: { title: 'T' }, mainPassage: passage });
    expect(draftDelta({ title: 'T', mainPassage: passage }, { title: 'T', mainPassage: passage })).toBeNull();
  });
});

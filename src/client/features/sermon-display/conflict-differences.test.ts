import { describe, expect, it } from 'vitest';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { differingSections, markedVersions } from './conflict-differences.ts';
import { sermonCopyText } from './copy-text.ts';

describe('what differs between two versions of a sermon', () => {
  const theirs = englishDocument();
  const mine = { ...theirs, title: 'The New Birth Today', points: theirs.points.map((point, index) => (index === 1 ? { ...point, application: 'Seek the infilling tonight.' } : point)) };

  it('names the sections that differ, in the sermon order, and none for the same words', () => {
    expect(differingSections(mine, theirs)).toEqual([{ section: 'title' }, { section: 'point', number: 2 }]);
    expect(differingSections(theirs, structuredClone(theirs))).toEqual([]);
    expect(differingSections({ ...theirs, points: theirs.points.slice(0, 1) }, theirs)).toEqual([{ section: 'point', number: 2 }]);
    expect(differingSections({ ...theirs, notes: 'Call Brother Ruiz.' }, theirs)).toEqual([{ section: 'notes' }]);
  });

  it('marks in each version only the words the other lacks, and keeps each text whole', () => {
    const marked = markedVersions(mine, theirs)!;
    expect(marked.mine.map((run) => run.text).join('')).toBe(sermonCopyText(mine, { includeNotes: true }));
    expect(marked.theirs.map((run) => run.text).join('')).toBe(sermonCopyText(theirs, { includeNotes: true }));
    expect(marked.mine.filter((run) => run.differs).map((run) => run.text.trim()).filter(Boolean)).toEqual(['Today', 'tonight']);
    expect(marked.theirs.filter((run) => run.differs).map((run) => run.text.trim()).filter(Boolean)).toEqual([]);
    // Theirs lacks only words: what it has that mine does not is the other way round.
    const reversed = markedVersions(theirs, mine)!;
    expect(reversed.theirs.filter((run) => run.differs).map((run) => run.text.trim()).filter(Boolean)).toEqual(['Today', 'tonight']);
  });

  it('marks nothing when the versions differ almost everywhere, rather than marking every word', () => {
    const words = (seed: string) => Array.from({ length: 2000 }, (_, index) => `${seed}${index}`).join(' ');
    expect(markedVersions({ ...theirs, introduction: words('a') }, { ...theirs, introduction: words('b') })).toBeNull();
  });
});

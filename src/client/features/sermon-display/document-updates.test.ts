import { describe, expect, it } from 'vitest';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { addPoint, afterSave, type DocumentUpdate, insertPoint, movePoint, removePoint, setFields, setPoint } from './document-updates.ts';

const jailer: SermonPassage = { reference: 'Acts 16:29', text: 'Then he called for a light, and sprang in, and came trembling' };

/** The editor's draft: each update applied to the document as it is when the update lands. */
function draftOf(start: SermonDocument) {
  let current = start;
  return {
    apply: (update: DocumentUpdate) => (current = update(current)),
    get now() {
      return current;
    },
  };
}

describe('document updates (issue 26: a late answer never takes back what was typed)', () => {
  it('a passage looked up before the typing sets its passage and keeps every letter typed meanwhile', () => {
    const draft = draftOf(englishDocument());
    // The lookup leaves when the field is left; the answer is applied when it lands, after the typing.
    const answer = (passage: SermonPassage) => draft.apply(setPoint(0, { passage }));
    for (const prefix of ['T', 'Th', 'The', 'The jailer trem']) draft.apply(setPoint(0, { explanation: prefix }));
    draft.apply(setFields({ title: 'What Must I Do?' }));
    answer(jailer);
    expect(draft.now.points[0]).toMatchObject({ explanation: 'The jailer trem', passage: jailer });
    expect(draft.now.title).toBe('What Must I Do?');
  });

  it('two answers that land in any order each set only their own point', () => {
    const draft = draftOf(englishDocument());
    const second: SermonPassage = { reference: 'Acts 16:30', text: 'Sirs, what must I do to be saved?' };
    draft.apply(setPoint(0, { application: 'Ask as he asked.' }));
    draft.apply(setPoint(1, { passage: second }));
    draft.apply(setPoint(1, { heading: 'Sirs' }));
    draft.apply(setPoint(0, { passage: jailer }));
    expect(draft.now.points.map((point) => point.passage)).toEqual([jailer, second]);
    expect(draft.now.points[0]!.application).toBe('Ask as he asked.');
    expect(draft.now.points[1]!.heading).toBe('Sirs');
  });

  it('a change for a point that is no longer there changes nothing (the same document)', () => {
    const start = englishDocument();
    expect(setPoint(5, { passage: jailer })(start)).toBe(start);
    expect(setPoint(-1, { passage: jailer })(start)).toBe(start);
  });

  it('moves, removes and adds points on the document as it now is', () => {
    const draft = draftOf(englishDocument());
    const [first, second] = draft.now.points;
    draft.apply(movePoint(1, 0));
    expect(draft.now.points).toEqual([second, first]);
    draft.apply(addPoint());
    expect(draft.now.points[2]).toEqual({ heading: '', passage: null, explanation: '', application: '' });
    draft.apply(removePoint(0));
    expect(draft.now.points.map((point) => point.heading)).toEqual([first!.heading, '']);
  });

  it('puts a removed point back in its place, with what was typed elsewhere meanwhile kept', () => {
    const draft = draftOf(englishDocument());
    const removed = draft.now.points[1]!;
    draft.apply(removePoint(1));
    draft.apply(setPoint(0, { explanation: 'Typed after the removal' }));
    draft.apply(insertPoint(1, removed));
    expect(draft.now.points[1]).toEqual(removed);
    expect(draft.now.points[0]!.explanation).toBe('Typed after the removal');
    // A place past the end (points removed since) puts it last.
    draft.apply(insertPoint(99, removed));
    expect(draft.now.points.at(-1)).toEqual(removed);
  });

  it('never changes the document it is given', () => {
    const start = englishDocument();
    const copy = structuredClone(start);
    for (const update of [setFields({ title: 'x' }), setPoint(0, { heading: 'x' }), movePoint(0, 1), removePoint(0), addPoint(), insertPoint(0, start.points[0]!)]) update(start);
    expect(start).toEqual(copy);
  });
});

describe('afterSave', () => {
  it('takes the server copy (its Bible text) only when nothing changed since the save left', () => {
    const sent = englishDocument();
    const saved = { ...sent, mainPassage: { ...sent.mainPassage, text: 'as the Bible data quotes it' } };
    expect(afterSave(sent, sent, saved)).toEqual({ draft: saved, settled: true });
  });

  it('keeps what was typed while the save was on its way, to be sent next', () => {
    const sent = englishDocument();
    const typedSince = setPoint(0, { explanation: 'The jailer trem' })(sent);
    const result = afterSave(typedSince, sent, { ...sent });
    expect(result.settled).toBe(false);
    expect(result.draft).toBe(typedSince);
    expect(result.draft.points[0]!.explanation).toBe('The jailer trem');
  });
});

import { describe, expect, it } from 'vitest';
import { applyDraftDelta, type DraftDelta } from '#shared/sermon-draft-delta.ts';
import { draftDeltas } from './draft-deltas.ts';

describe('draft deltas to a slow browser', () => {
  it('writes one delta at a time and coalesces the drafts offered meanwhile; nothing is lost', async () => {
    const written: DraftDelta[] = [];
    const waiting: Array<() => void> = [];
    const deltas = draftDeltas((delta) => {
      written.push(delta);
      return new Promise<void>((resolve) => waiting.push(resolve));
    });
    // The browser takes one event while the model writes 400 tokens.
    const browserReads = async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    };
    let introduction = '';
    for (let token = 1; token <= 1000; token++) {
      introduction += 'and ';
      deltas.offer({ title: 'Endless', introduction });
      if (token % 400 === 0) await browserReads();
    }
    while (waiting.length > 0) await browserReads();
    await deltas.drained();
    expect(written.length).toBeLessThanOrEqual(4);
    expect(written.reduce((draft, delta) => applyDraftDelta(draft, delta), {})).toEqual({ title: 'Endless', introduction });
    // Every character of the introduction was sent once.
    expect(written.map((delta) => delta.append?.introduction ?? '').join('')).toBe(introduction);
  });
});

import { describe, expect, it } from 'vitest';
import { readProgress } from './preach-progress.ts';

describe('readProgress', () => {
  const now = 1_800_000_000_000;
  it('reads a running and a paused timer with the section', () => {
    expect(readProgress(JSON.stringify({ section: 3, startedAt: now - 60_000, banked: 5_000 }), now)).toEqual({ section: 3, startedAt: now - 60_000, banked: 5_000 });
    expect(readProgress(JSON.stringify({ section: 0, startedAt: null, banked: 90_000 }), now)).toEqual({ section: 0, startedAt: null, banked: 90_000 });
  });
  it('reads whether the view was in the twin’s language', () => {
    expect(readProgress(JSON.stringify({ section: 2, startedAt: null, banked: 0, twin: true }), now)).toEqual({ section: 2, startedAt: null, banked: 0, twin: true });
    expect(readProgress(JSON.stringify({ section: 2, startedAt: null, banked: 0, twin: 'yes' }), now)).toEqual({ section: 2, startedAt: null, banked: 0 });
  });
  it('is no progress when missing, damaged or impossible', () => {
    for (const raw of [null, '', '{', '[]', '"x"', JSON.stringify({ section: -1, startedAt: null, banked: 0 }), JSON.stringify({ section: 1.5, startedAt: null, banked: 0 }), JSON.stringify({ section: 1, startedAt: now + 1, banked: 0 }), JSON.stringify({ section: 1, startedAt: null, banked: 'x' }), JSON.stringify({ section: 1, banked: 0 })]) {
      expect(readProgress(raw, now), String(raw)).toBeNull();
    }
  });
});

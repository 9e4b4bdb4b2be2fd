import { describe, expect, it } from 'vitest';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';
import { matchingSection, preachSections } from './preach-sections.ts';
import { readSettings, DEFAULT_SETTINGS } from './preach-settings.ts';
import { formatElapsed, timerState } from './preach-timer-state.ts';

// The shared sample, without illustrations: its screens are then exactly the ones below.
const document = englishDocument({ illustrations: '' });

describe('preachSections', () => {
  it('cuts the sermon where the preacher moves on: opening, introduction, each point, conclusion; notes only when shown', () => {
    const sections = preachSections(document, { includeNotes: false });
    expect(sections.map((s) => s.key)).toEqual(['opening', 'introduction', 'point-1', 'point-2', 'conclusion']);
    expect(sections[0]!.blocks.map((b) => b.type)).toEqual(['title', 'main-passage']);
    // "Main Points" heads the first point's screen; the second point starts with its own heading.
    expect(sections[2]!.blocks.map((b) => b.type)).toEqual(['section-heading', 'point-heading', 'passage', 'paragraph', 'paragraph']);
    expect(sections[3]!.blocks[0]).toMatchObject({ type: 'point-heading', text: document.points[1]!.heading });
    expect(JSON.stringify(sections)).not.toContain(document.notes);
    const withNotes = preachSections(document, { includeNotes: true });
    expect(withNotes.at(-1)!.key).toBe('notes');
    expect(JSON.stringify(withNotes.at(-1))).toContain(document.notes);
  });
});

describe('matchingSection', () => {
  it('keeps the preacher on the same screen in the twin, or the nearest one before it that the twin has', () => {
    const english = preachSections(englishDocument(), { includeNotes: false });
    const spanish = preachSections(spanishDocument(), { includeNotes: false });
    expect(english.map((s) => s.key)).toEqual(['opening', 'introduction', 'point-1', 'point-2', 'illustrations', 'conclusion']);
    expect(spanish.map((s) => s.key)).toEqual(['opening', 'introduction', 'point-1', 'illustrations']);
    expect(matchingSection(english, 2, spanish)).toBe(2);
    expect(matchingSection(english, 4, spanish)).toBe(3);
    // Point 2 and the conclusion exist only in English: the screen before them that Spanish has.
    expect(matchingSection(english, 3, spanish)).toBe(2);
    expect(matchingSection(english, 5, spanish)).toBe(3);
    expect(matchingSection(spanish, 3, english)).toBe(4);
  });
});

describe('timer', () => {
  it('changes colour near the target (five minutes, or a fifth of a short one) and past it', () => {
    expect(timerState(60_000, null)).toBe('none');
    expect(timerState(24 * 60_000, 30)).toBe('ok');
    expect(timerState(25 * 60_000, 30)).toBe('near');
    expect(timerState(30 * 60_000, 30)).toBe('over');
    expect(timerState(7 * 60_000, 10)).toBe('ok');
    expect(timerState(8 * 60_000, 10)).toBe('near');
  });

  it('shows minutes and seconds, and hours when it runs that long', () => {
    expect(formatElapsed(5_400)).toBe('0:05');
    expect(formatElapsed(754_000)).toBe('12:34');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });
});

describe('readSettings', () => {
  it('keeps valid stored choices and falls back to the defaults for anything else', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('not json')).toEqual(DEFAULT_SETTINGS);
    const chosen = { fontStep: 5, theme: 'dark', showNotes: true, mode: 'scroll', targetMinutes: 30, controls: 'hidden', twinUnder: true } as const;
    expect(readSettings(JSON.stringify(chosen))).toEqual(chosen);
    expect(readSettings(JSON.stringify({ fontStep: 99, theme: 'pink', targetMinutes: -3, controls: 'folded', twinUnder: 'yes' }))).toEqual(DEFAULT_SETTINGS);
  });
});

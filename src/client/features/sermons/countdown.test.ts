import { describe, expect, it } from 'vitest';
import { countdownSeconds } from './countdown.ts';

describe('generator countdown', () => {
  const start = 1_700_000_000_000;

  it('shows 30 before it starts and right after', () => {
    expect(countdownSeconds(null, start)).toBe(30);
    expect(countdownSeconds(start, start)).toBe(30);
    expect(countdownSeconds(start, start + 999)).toBe(30);
  });

  it('ticks once per whole second', () => {
    expect(countdownSeconds(start, start + 1000)).toBe(29);
    expect(countdownSeconds(start, start + 2500)).toBe(28);
    expect(countdownSeconds(start, start + 29_000)).toBe(1);
  });

  it('stays at 0 while still waiting', () => {
    expect(countdownSeconds(start, start + 30_000)).toBe(0);
    expect(countdownSeconds(start, start + 95_000)).toBe(0);
  });

  it('never goes above the total if the clock steps back', () => {
    expect(countdownSeconds(start, start - 5000)).toBe(30);
  });
});

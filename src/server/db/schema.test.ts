import { expect, it } from 'vitest';
import { toIsoString } from './schema.ts';

it('gives every stored timestamp as UTC ISO text, passing canonical text through', () => {
  expect(toIsoString('2026-11-22T08:30:00.000Z')).toBe('2026-11-22T08:30:00.000Z');
  expect(toIsoString(new Date('2026-11-22T08:30:00.000Z'))).toBe('2026-11-22T08:30:00.000Z');
  // Text another writer may have stored: an offset, no milliseconds.
  expect(toIsoString('2026-11-22T10:30:00+02:00')).toBe('2026-11-22T08:30:00.000Z');
  expect(toIsoString('2026-11-22T08:30:00Z')).toBe('2026-11-22T08:30:00.000Z');
});

import { describe, expect, it } from 'vitest';
import { longDate } from './format-date.ts';

describe('longDate (product §2: long form, es-ES or en-US)', () => {
  it('writes the date in each language', () => {
    expect(longDate('2026-11-22T15:00:00.000Z', 'en')).toBe('November 22, 2026');
    expect(longDate('2026-11-22T15:00:00.000Z', 'es')).toBe('22 de noviembre de 2026');
  });
});

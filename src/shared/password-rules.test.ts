import { describe, expect, it } from 'vitest';
import { newPasswordReady, newPasswordSchema, unmetPasswordRules } from './password-rules.ts';

describe('the one password policy', () => {
  it('lists the unmet rules in the forms order', () => {
    expect(unmetPasswordRules('abcdefg')).toEqual(['min_length', 'uppercase', 'digit', 'special']);
    expect(unmetPasswordRules('Fe&Esperanza7')).toEqual([]);
    // Counted in characters, not UTF-16 units: seven characters, three of them outside the BMP.
    expect(unmetPasswordRules('Ab1!𝔸𝔸𝔸')).toEqual(['min_length']);
    expect(unmetPasswordRules('Niño1!éé')).toEqual([]);
  });

  it('is one schema: its issue codes, and the forms ready exactly when it accepts', () => {
    const code = (value: unknown) => newPasswordSchema.safeParse(value).error?.issues[0]?.message;
    expect(code('')).toBe('password_required');
    expect(code(undefined)).toBe('password_required');
    expect(code('abcdefg')).toBe('weak_password');
    expect(code(`Aa1!${'x'.repeat(125)}`)).toBe('password_too_long');
    expect(code(' Spaced Out 1! ')).toBeUndefined();
    for (const candidate of ['', 'abcdefg', 'Sh0rt!a', 'NoSpecial12', 'Fe&Esperanza7', `Aa1!${'x'.repeat(124)}`, `Aa1!${'x'.repeat(125)}`]) {
      expect(newPasswordReady(candidate), candidate).toBe(newPasswordSchema.safeParse(candidate).success);
    }
    expect(newPasswordReady('Fe&Esperanza7')).toBe(true);
  });
});

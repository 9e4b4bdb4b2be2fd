import { describe, expect, it } from 'vitest';
import { planPrice } from './plan-price.ts';

describe('planPrice', () => {
  it('writes the price one way per language', () => {
    expect(planPrice('en')).toBe('$9.99');
    expect(planPrice('es')).toBe('US$9.99');
  });
});

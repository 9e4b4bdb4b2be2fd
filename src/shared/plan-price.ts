import { PLAN } from './constants.ts';
import type { Language } from './languages.ts';

/**
 * The Monthly Plan's price, written one way in each language wherever it appears (the home page,
 * the plan page, the local checkout and billing portal): "$9.99" in English and "US$9.99" in
 * Spanish (issue 26). In Spanish the dollar is marked as the US one, because "$" alone is the
 * peso in most of Latin America, and the decimal point is the one Hispanic churches in the US,
 * Mexico, Central America and the Caribbean write. Written by hand rather than by
 * Intl.NumberFormat, whose Spanish forms differ by locale and by engine ("9,99 US$", "USD 9.99").
 */
export function planPrice(language: Language): string {
  const amount = (PLAN.priceCents / 100).toFixed(2);
  return language === 'es' ? `US$${amount}` : `$${amount}`;
}

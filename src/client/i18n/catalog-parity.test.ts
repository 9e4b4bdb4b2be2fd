import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources.ts';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('i18n catalogs', () => {
  for (const namespace of NAMESPACES) {
    const en = flatten(resources.en[namespace]);
    const es = flatten(resources.es[namespace]);

    it(`${namespace}: en and es have exactly the same keys`, () => {
      const missingInEs = [...en.keys()].filter((key) => !es.has(key));
      const missingInEn = [...es.keys()].filter((key) => !en.has(key));
      expect({ missingInEs, missingInEn }).toEqual({ missingInEs: [], missingInEn: [] });
      expect(en.size).toBeGreaterThan(0);
    });

    it(`${namespace}: no empty text and the same {{placeholders}} in both`, () => {
      for (const [key, text] of en) {
        expect(text.trim(), `en ${namespace}:${key}`).not.toBe('');
        const other = es.get(key);
        if (other === undefined) continue;
        expect(other.trim(), `es ${namespace}:${key}`).not.toBe('');
        expect(placeholders(other), `placeholders of ${namespace}:${key}`).toEqual(placeholders(text));
      }
    });
  }

  it('keeps the English texts the spec gives verbatim', () => {
    expect(resources.en.common.errorPage.title).toBe('Unexpected Application Error!');
    expect(resources.en.contact.submit).toBe('Send Message');
    expect(resources.en.contact.errors.email.invalid_email).toBe('Please enter a valid email address');
  });
});

import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromAcceptLanguage, languageOfPath, switchLanguageInPath } from './languages.ts';

describe('switchLanguageInPath', () => {
  it.each([
    ['/en', 'es', '/es'],
    ['/en/', 'es', '/es/'],
    ['/en/about', 'es', '/es/about'],
    ['/es/contact', 'en', '/en/contact'],
    ['/es/sermon-display', 'en', '/en/sermon-display'],
    ['/en/a/b/c', 'es', '/es/a/b/c'],
  ] as const)('%s → %s gives %s', (pathname, to, expected) => {
    expect(switchLanguageInPath({ pathname }, to)).toBe(expected);
  });

  it('keeps the query and the hash', () => {
    expect(switchLanguageInPath({ pathname: '/en/subscribe', search: '?checkout=success', hash: '#plan' }, 'es')).toBe('/es/subscribe?checkout=success#plan');
  });

  it('adds a prefix to a path that has none', () => {
    expect(switchLanguageInPath({ pathname: '/reset-password', search: '?token=abc' }, 'en')).toBe('/en/reset-password?token=abc');
    expect(switchLanguageInPath({ pathname: '/' }, 'es')).toBe('/es');
  });

  it('only swaps a real language segment, not a look-alike', () => {
    expect(switchLanguageInPath({ pathname: '/english/about' }, 'es')).toBe('/es/english/about');
  });
});

describe('languageOfPath', () => {
  it('reads the first segment', () => {
    expect(languageOfPath('/es/about')).toBe('es');
    expect(languageOfPath('/en')).toBe('en');
  });
  it('treats the bare /reset-password as Spanish (product §2)', () => {
    expect(languageOfPath('/reset-password')).toBe('es');
  });
  it('returns null for anything else', () => {
    expect(languageOfPath('/')).toBeNull();
    expect(languageOfPath('/fr/about')).toBeNull();
    expect(languageOfPath('/enx')).toBeNull();
    expect(languageOfPath('/reset-passwords')).toBeNull();
  });
});

describe('languageFromAcceptLanguage', () => {
  it('prefers Spanish only when ranked above English', () => {
    expect(languageFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, es;q=0.5')).toBe('es');
    expect(languageFromAcceptLanguage('en;q=0.2, es;q=0.7')).toBe('es');
  });
  it('defaults to English', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('de, fr')).toBe('en');
    expect(languageFromAcceptLanguage('es;q=0')).toBe('en');
  });
});

describe('isLanguage', () => {
  it('accepts only en and es', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

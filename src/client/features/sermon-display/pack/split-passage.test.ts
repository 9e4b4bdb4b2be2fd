import { describe, expect, it } from 'vitest';
import { biblePassage } from '#tests/support/pack-sermons.ts';
import { chunkVerses, clausePieces, partsNeeded, passageVerses, splitVerse } from './split-passage.ts';

// Esther 8:9, the Bible's longest verse (528 characters in the KJV, 464 in RV1909).
const esther = { en: biblePassage('Esther 8:9', 'en').text, es: biblePassage('Ester 8:9', 'es').text };

describe('cutting a verse for slides', () => {
  it('cuts at the spaces after clause punctuation and before ¿ ¡, and the pieces give the verse back', () => {
    expect(clausePieces('Jesus wept.')).toEqual(['Jesus wept.']);
    expect(clausePieces('Y dijo: ¿Quién eres, Señor? Y él dijo')).toEqual(['Y dijo:', '¿Quién eres,', 'Señor?', 'Y él dijo']);
    for (const text of Object.values(esther)) expect(clausePieces(text).join(' ')).toBe(text);
  });

  it('keeps a verse that fits whole, and cuts a long one at clauses into even parts within the budget', () => {
    expect(splitVerse('Jesus wept.', 300)).toEqual(['Jesus wept.']);
    for (const text of Object.values(esther)) {
      const parts = splitVerse(text, 300);
      expect(parts).toHaveLength(2);
      expect(parts.join(' ')).toBe(text);
      for (const part of parts) {
        expect(part.length).toBeLessThanOrEqual(300);
        // Each part but the last ends a clause: the cut is never inside one, let alone inside a word.
        expect(part).toBe(part.trim());
      }
      expect(parts[0]).toMatch(/[,;:]$/);
      // Even: neither part is a stub.
      expect(Math.min(...parts.map((part) => part.length))).toBeGreaterThan(150);
    }
  });

  it('cuts a clause longer than a slide between words, never inside one', () => {
    const clause = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const parts = splitVerse(clause, 100);
    expect(parts.join(' ')).toBe(clause);
    expect(parts.every((part) => part.length <= 100 && /^word\d+( word\d+)*$/.test(part))).toBe(true);
  });

  it('cuts two languages of one verse into the same number of parts', () => {
    const parts = Math.max(partsNeeded(esther.en, 200), partsNeeded(esther.es, 200));
    const en = splitVerse(esther.en, 200, parts);
    const es = splitVerse(esther.es, 200, parts);
    expect(en).toHaveLength(parts);
    expect(es).toHaveLength(parts);
    expect(en.join(' ')).toBe(esther.en);
    expect(es.filter((part) => part !== '').join(' ')).toBe(esther.es);
  });
});

describe('packing verses into slides', () => {
  it('keeps every verse of Hebrews 11 in order, whole or cut at clauses, at most 300 characters a slide', () => {
    const verses = passageVerses(biblePassage('Hebrews 11', 'en'));
    expect(verses).toHaveLength(40);
    const slides = chunkVerses([verses], 300);
    for (const [side] of slides) {
      const text = side!.map((part) => (part.number && !part.continued ? `${part.number} ${part.text}` : part.text)).join(' ');
      expect(text.length).toBeLessThanOrEqual(300);
    }
    // Joined back verse by verse, the slides give the Bible's words exactly.
    const byVerse = new Map<string, string[]>();
    for (const [side] of slides) for (const part of side!) byVerse.set(part.number!, [...(byVerse.get(part.number!) ?? []), part.text]);
    expect([...byVerse.keys()]).toEqual(verses.map((verse) => verse.number));
    for (const verse of verses) expect(byVerse.get(verse.number!)!.join(' ')).toBe(verse.text);
  });

  it('gives a passage of one verse as its text, without a number', () => {
    expect(passageVerses(biblePassage('John 3:16', 'en'))).toEqual([{ chapter: null, verse: null, number: null, text: biblePassage('John 3:16', 'en').text }]);
    expect(passageVerses({ text: '  ' })).toEqual([]);
  });

  it('refuses two languages whose verses do not pair', () => {
    expect(() => chunkVerses([passageVerses(biblePassage('John 3:16-17', 'en')), passageVerses(biblePassage('John 3:16', 'es'))], 200)).toThrow();
  });
});

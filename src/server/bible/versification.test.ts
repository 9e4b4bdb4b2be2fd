import { describe, expect, it } from 'vitest';
import { bibleFor } from './bible-text.ts';
import { OSIS_BOOKS } from './osis-books.ts';
import { parseReferences } from './parse-references.ts';
import { quotePassage } from './quote-reference.ts';
import { correspondingVerses, pairVerses, rangeInOtherBible, versificationPairs } from './versification.ts';

const kjv = bibleFor('en');
const rv = bibleFor('es');
const order = (chapter: number, verse: number) => chapter * 1000 + verse;

/** The other Bible's passage for a reference, as a twin quotes it. */
function inOtherBible(reference: string, from: 'en' | 'es') {
  const range = parseReferences(reference, from)[0]!;
  const to = from === 'en' ? 'es' : 'en';
  return quotePassage(bibleFor(to), rangeInOtherBible(range, from));
}

describe('the KJV ↔ RV1909 verse correspondence (data/bible/rv1909-versification.json)', () => {
  const pairs = versificationPairs();

  it('names only verses each Bible has, and pairs unequal sides only as one verse against several', () => {
    for (const pair of pairs) {
      const english = pairVerses(kjv, pair.kjv);
      const spanish = pairVerses(rv, pair.rv1909);
      for (const verse of english) expect(kjv.verse(verse.book, verse.chapter, verse.verse), `${pair.kjv} in the KJV`).toBeTruthy();
      for (const verse of spanish) expect(rv.verse(verse.book, verse.chapter, verse.verse), `${pair.rv1909} in the RV1909`).toBeTruthy();
      expect(english[0]!.book).toBe(spanish[0]!.book);
      if (english.length !== spanish.length) expect(Math.min(english.length, spanish.length), `${pair.kjv} ↔ ${pair.rv1909}`).toBe(1);
    }
  });

  it('pairs passages of matching length: each side says about as much as the other', () => {
    const chars = (bible: typeof kjv, side: string) => pairVerses(bible, side).reduce((sum, v) => sum + bible.verse(v.book, v.chapter, v.verse)!.length, 0);
    for (const pair of pairs) {
      const ratio = chars(rv, pair.rv1909) / chars(kjv, pair.kjv);
      expect(ratio, `${pair.kjv} ↔ ${pair.rv1909}`).toBeGreaterThan(0.55);
      expect(ratio, `${pair.kjv} ↔ ${pair.rv1909}`).toBeLessThan(1.6);
    }
  });

  it('takes every KJV verse to RV1909 verses that exist, in order, and reaches every RV1909 verse', () => {
    for (const book of OSIS_BOOKS) {
      const reached = new Set<string>();
      let previous = 0;
      for (let chapter = 1; chapter <= kjv.chapterCount(book.id); chapter++) {
        for (let verse = 1; verse <= kjv.verseCount(book.id, chapter); verse++) {
          const { first, last } = correspondingVerses(book.id, chapter, verse, 'en');
          const at = `${book.id} ${chapter}:${verse}`;
          expect(rv.verse(book.id, first.chapter, first.verse), `${at} → RV1909 ${first.chapter}:${first.verse}`).toBeTruthy();
          expect(rv.verse(book.id, last.chapter, last.verse), `${at} → RV1909 ${last.chapter}:${last.verse}`).toBeTruthy();
          expect(order(first.chapter, first.verse), `${at} keeps the order`).toBeGreaterThanOrEqual(previous);
          previous = order(first.chapter, first.verse);
          for (let c = first.chapter; c <= last.chapter; c++) {
            for (let v = c === first.chapter ? first.verse : 1; v <= (c === last.chapter ? last.verse : rv.verseCount(book.id, c)); v++) reached.add(`${c}:${v}`);
          }
          // And back: the RV1909 verse leads to KJV verses that include this one.
          const back = correspondingVerses(book.id, first.chapter, first.verse, 'es');
          expect(order(back.first.chapter, back.first.verse) <= order(chapter, verse) && order(chapter, verse) <= order(back.last.chapter, back.last.verse), `${at} round trip`).toBe(true);
        }
      }
      for (let chapter = 1; chapter <= rv.chapterCount(book.id); chapter++) {
        for (let verse = 1; verse <= rv.verseCount(book.id, chapter); verse++) {
          if (rv.verse(book.id, chapter, verse)) expect(reached.has(`${chapter}:${verse}`), `RV1909 ${book.id} ${chapter}:${verse} is some KJV verse`).toBe(true);
        }
      }
    }
  });

  it('quotes Jonah 1:17 as Jonás 2:1 and back, the great fish in both', () => {
    const spanish = inOtherBible('Jonah 1:17', 'en')!;
    expect(spanish.reference).toBe('Jonás 2:1');
    expect(spanish.text).toBe(rv.verse('Jonah', 2, 1));
    expect(spanish.text).toMatch(/^Mas Jehová había prevenido un gran pez/);
    const english = inOtherBible('Jonás 2:1', 'es')!;
    expect(english.reference).toBe('Jonah 1:17');
    expect(english.text).toMatch(/^Now the LORD had prepared a great fish/);
  });

  it('carries a range across a shift: Jonah 1:17-2:10 is Jonás 2:1-10, 2 Corinthians 13:14 is 2 Corintios 13:13', () => {
    expect(inOtherBible('Jonah 1:17-2:10', 'en')!.reference).toBe('Jonás 2:1-10');
    expect(inOtherBible('Jonah 2:1-10', 'en')!.reference).toBe('Jonás 2:2-10');
    expect(inOtherBible('2 Corinthians 13:14', 'en')!.text).toBe(rv.verse('2Cor', 13, 13));
    expect(inOtherBible('Números 13:1', 'es')!.reference).toBe('Numbers 12:16');
    // A merged verse: the RV1909's one verse holds both KJV verses, and its KJV passage is both.
    expect(inOtherBible('Hechos 19:40', 'es')!.reference).toBe('Acts 19:40-41');
  });

  it('keeps every other verse and every whole chapter as it is numbered', () => {
    expect(inOtherBible('John 3:16', 'en')!.text).toBe(rv.verse('John', 3, 16));
    expect(inOtherBible('Hechos 2:38', 'es')!.text).toBe(kjv.verse('Acts', 2, 38));
    expect(inOtherBible('Jonah 2', 'en')!.reference).toBe('Jonás 2');
    expect(inOtherBible('Salmo 23', 'es')!.reference).toBe('Psalm 23');
  });
});

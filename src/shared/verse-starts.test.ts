import { describe, expect, it } from 'vitest';
import { numberedVerses, superscriptNumber, textWithVerseNumbers, verseStartsOf } from './verse-starts.ts';

const verses = [
  { chapter: 23, verse: 1, text: 'The LORD is my shepherd; I shall not want.' },
  { chapter: 23, verse: 2, text: 'He maketh me to lie down in green pastures: he leadeth me beside the still waters.' },
  { chapter: 23, verse: 3, text: 'He restoreth my soul.' },
];
const text = verses.map((verse) => verse.text).join(' ');

describe('verse starts', () => {
  it('mark where each verse begins in the joined text, and cut it back into the same words', () => {
    const starts = verseStartsOf(verses);
    expect(starts).toEqual([
      { chapter: 23, verse: 1, at: 0 },
      { chapter: 23, verse: 2, at: verses[0]!.text.length + 1 },
      { chapter: 23, verse: 3, at: verses[0]!.text.length + verses[1]!.text.length + 2 },
    ]);
    const numbered = numberedVerses({ text, verseStarts: starts })!;
    expect(numbered.map((verse) => verse.number)).toEqual(['1', '2', '3']);
    expect(numbered.map((verse) => verse.text)).toEqual(verses.map((verse) => verse.text));
    // Word for word: the verses joined are the passage's text exactly.
    expect(numbered.map((verse) => verse.text).join(' ')).toBe(text);
  });

  it('name the chapter where a new one begins', () => {
    const across = [
      { chapter: 3, verse: 36, text: 'He that believeth on the Son hath everlasting life.' },
      { chapter: 4, verse: 1, text: 'When therefore the Lord knew…' },
      { chapter: 4, verse: 2, text: '(Though Jesus himself baptized not, but his disciples,)' },
    ];
    const numbered = numberedVerses({ text: across.map((verse) => verse.text).join(' '), verseStarts: verseStartsOf(across) })!;
    expect(numbered.map((verse) => verse.number)).toEqual(['36', '4:1', '2']);
  });

  it('number nothing for one verse, no starts, or starts that do not fit the text', () => {
    expect(numberedVerses({ text })).toBeNull();
    expect(numberedVerses({ text: verses[0]!.text, verseStarts: verseStartsOf(verses.slice(0, 1)) })).toBeNull();
    expect(numberedVerses({ text: `${text} More.`, verseStarts: [{ chapter: 23, verse: 1, at: 0 }, { chapter: 23, verse: 2, at: 5 }] })).toBeNull();
    expect(numberedVerses({ text: 'Short.', verseStarts: verseStartsOf(verses) })).toBeNull();
    expect(numberedVerses({ text, verseStarts: verseStartsOf(verses).map((start) => ({ ...start, at: start.at + 1 })) })).toBeNull();
  });

  it('write numbers in superscript characters for plain-text media', () => {
    expect(superscriptNumber('1234567890')).toBe('¹²³⁴⁵⁶⁷⁸⁹⁰');
    expect(superscriptNumber('4:1')).toBe('⁴:¹');
    const numbered = numberedVerses({ text, verseStarts: verseStartsOf(verses) })!;
    expect(textWithVerseNumbers({ text, verses: numbered })).toBe(`¹${verses[0]!.text} ²${verses[1]!.text} ³${verses[2]!.text}`);
    expect(textWithVerseNumbers({ text })).toBe(text);
  });
});

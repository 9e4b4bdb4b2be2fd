import { describe, expect, it } from 'vitest';
import { numberedVerses } from '#shared/verse-starts.ts';
import { spanishDocument } from '#tests/support/test-sermons.ts';
import { withPassageVerseStarts, withVerseStarts } from './passage-verse-starts.ts';
import { quoteReference } from './quote-reference.ts';

describe('verse starts from the Bible data (issue 26)', () => {
  it('number a passage of several verses, in either Bible, word for word', () => {
    for (const [reference, language, count] of [
      ['Psalm 23', 'en', 6],
      ['Salmo 23', 'es', 6],
      ['Romans 8:28-39', 'en', 12],
      ['Juan 3:36-4:2', 'es', 3],
    ] as const) {
      const quoted = quoteReference(reference, language)!;
      const passage = withPassageVerseStarts({ reference: quoted.reference, text: quoted.text }, language);
      expect(passage.verseStarts, reference).toHaveLength(count);
      const verses = numberedVerses(passage)!;
      expect(verses.map((verse) => verse.text)).toEqual(quoted.verses.map((verse) => verse.text));
      expect(verses.map((verse) => verse.text).join(' ')).toBe(passage.text);
    }
    const across = numberedVerses(withPassageVerseStarts({ reference: 'Juan 3:36-4:2', text: quoteReference('Juan 3:36-4:2', 'es')!.text }, 'es'))!;
    expect(across.map((verse) => verse.number)).toEqual(['36', '4:1', '2']);
  });

  it('number a long passage only as far as it is shown', () => {
    const quoted = quoteReference('Psalm 119', 'en')!;
    const passage = withPassageVerseStarts({ reference: quoted.reference, text: quoted.text, shown: quoted.shown! }, 'en');
    expect(passage.verseStarts).toHaveLength(40);
    expect(passage.shown).toBe('119:1-40');
  });

  it('leave one verse, words that are not the Bible data, and an empty reference as they are', () => {
    const one = quoteReference('John 3:16', 'en')!;
    expect(withPassageVerseStarts({ reference: one.reference, text: one.text }, 'en')).toEqual({ reference: one.reference, text: one.text });
    const psalm = quoteReference('Psalm 23', 'en')!;
    expect(withPassageVerseStarts({ reference: psalm.reference, text: `${psalm.text} And more.` }, 'en')).toEqual({ reference: psalm.reference, text: `${psalm.text} And more.` });
    expect(withPassageVerseStarts({ reference: ' ', text: '' }, 'en')).toEqual({ reference: ' ', text: '' });
  });

  it('never keep starts a client sent', () => {
    const one = quoteReference('John 3:16', 'en')!;
    const forged = { reference: one.reference, text: one.text, verseStarts: [{ chapter: 3, verse: 16, at: 0 }, { chapter: 3, verse: 17, at: 10 }] };
    expect(withPassageVerseStarts(forged, 'en')).toEqual({ reference: one.reference, text: one.text });
  });

  it('reach every passage of a document: the main one and each point’s', () => {
    const psalm = quoteReference('Salmo 23', 'es')!;
    const passage = { reference: psalm.reference, text: psalm.text };
    const shared = spanishDocument();
    const document = withVerseStarts(spanishDocument({ mainPassage: passage, points: [{ ...shared.points[0]!, passage }, { ...shared.points[0]!, passage: null }] }));
    expect(document.mainPassage.verseStarts).toHaveLength(6);
    expect(document.points[0]!.passage!.verseStarts).toHaveLength(6);
    expect(document.points[1]!.passage).toBeNull();
  });
});

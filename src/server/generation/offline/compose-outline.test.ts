import { expect, it } from 'vitest';
import { bibleFor } from '../../bible/bible-text.ts';
import { crossReferenceFor, keyWordOf, type Verse } from './compose-outline.ts';

const versesOf = (book: string, chapter: number, from: number, to: number): Verse[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ chapter, verse: from + index, text: bibleFor('en').verse(book, chapter, from + index) ?? '' }));

it('never studies a numeral: a list of towns and their count ("cities twenty and nine") gets a word of its own', () => {
  for (const language of ['en', 'es'] as const) {
    const word = keyWordOf('Josh', versesOf('Josh', 15, 20, 32), language, new Set());
    expect(word, language).not.toBeNull();
    expect(word!.english).not.toMatch(/^(nine|twenty|thirty|hundred|thousand|two|three|four)$/i);
  }
  // A count elsewhere too: the thousands of 1 Chronicles 21:5.
  expect(keyWordOf('1Chr', versesOf('1Chr', 21, 5, 5), 'en', new Set())?.english).not.toMatch(/thousand|hundred/i);
});

it('never studies a word that only points ("these", τούτους, G5128, rarer than most nouns)', () => {
  const word = keyWordOf('Matt', versesOf('Matt', 26, 1, 2), 'en', new Set());
  expect(word?.english).toBeTruthy();
  expect(word!.english).not.toMatch(/^(these|this|them|such)$/i);
});

it('never holds up a word a congregation hears as coarse ("him that pisseth against the wall", 1 Kings 21:21)', () => {
  const word = keyWordOf('1Kgs', versesOf('1Kgs', 21, 21, 26), 'en', new Set());
  expect(word?.english).toBeTruthy();
  expect(word!.english).not.toMatch(/piss/i);
});

it('studies the word a heading names, its first word first, where the verses carry it; else the rarest word', () => {
  const verses = versesOf('Luke', 7, 6, 8);
  const rarest = keyWordOf('Luke', verses, 'en', new Set());
  expect(rarest?.english).not.toBe('word');
  expect(keyWordOf('Luke', verses, 'en', new Set(), 'A Word Is Enough')?.english).toBe('word');
  // "Faith Not Found in Israel": both words are in verse 9; the heading is about faith.
  expect(keyWordOf('Luke', versesOf('Luke', 7, 9, 10), 'en', new Set(), 'Faith Not Found in Israel')?.english).toBe('faith');
  // A heading whose words the verses do not carry leaves the rule as it was.
  expect(keyWordOf('Luke', verses, 'en', new Set(), 'Humility Before the Master')?.english).toBe(rarest?.english);
  // Spanish names the heading's word through the glossary («fe»).
  expect(keyWordOf('Luke', versesOf('Luke', 7, 9, 10), 'es', new Set(), 'Faith Not Found in Israel')?.spanish).toBe('fe');
});

it('takes a run of words shared with another book as a quotation, not one the writer repeats in his own book', () => {
  const used = new Set<string>();
  const verses = versesOf('Matt', 13, 35, 35);
  const word = keyWordOf('Matt', verses, 'en', new Set());
  // Matthew 21:4 repeats the fulfilment formula word for word; Psalm 78:2 is the verse Matthew quotes.
  expect(crossReferenceFor('Matt', verses, word, word?.at ?? null, 'en', [{ book: 'Matt', from: 13_035, to: 13_035 }], used)?.passage.reference).toBe('Psalm 78:2');
});

it('names a Spanish word by the original word it renders in the verse, not by another the glossary lists it under (Revelation 7:9)', () => {
  // The glossary lists «gentes» under óchlos (a crowd) and éthnos (the nations); in this verse it
  // renders éthnos, and the crowd is «compañía». Each word the verse offers, one after another:
  const used = new Set<string>();
  const spanishOf = new Map<string, string | null>();
  for (let word = keyWordOf('Rev', versesOf('Rev', 7, 9, 9), 'es', used); word; word = keyWordOf('Rev', versesOf('Rev', 7, 9, 9), 'es', used)) spanishOf.set(word.strong, word.spanish);
  expect(spanishOf.get('G3793')).toBe('compañía');
  expect(spanishOf.get('G1484')).toBe('gentes');
});

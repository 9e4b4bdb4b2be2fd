import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES } from '#shared/constants.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { foldWords, MAX_INDEXED_WORDS, MAX_WORD_LENGTH, searchTerms } from '#shared/sermon-search.ts';
import { filterTerm, memberSearchKey, searchColumnText, SEARCH_KEY_LENGTH, wordTerm } from './search-tokens.ts';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';

// decision 0025: every index term is a member's own; no text a member writes can make one.
describe('search terms', () => {
  it('gives every member a key of fixed length, and every filter its own term under it', () => {
    const users = ['a', 'ab', 'b', '0f3c2a9e-4b1d-4c8e-9a7f-2d6b5e1c0a93'];
    const keys = users.map(memberSearchKey);
    expect(new Set(keys).size).toBe(users.length);
    expect(keys.every((key) => new RegExp(`^[0-9a-f]{${SEARCH_KEY_LENGTH}}$`).test(key))).toBe(true);
    const terms = keys.flatMap((key) => [...LANGUAGES.flatMap((language) => [filterTerm(key, language), ...AUDIENCE_TYPES.map((audience) => filterTerm(key, language, audience))]), ...AUDIENCE_TYPES.map((audience) => filterTerm(key, undefined, audience))]);
    expect(new Set(terms).size).toBe(terms.length);
    expect(filterTerm(keys[0]!)).toBeNull();
  });

  it('opens search_text with the three filter tokens, then each word once; folded words never hold the "_" every term has', () => {
    const text = searchColumnText(spanishDocument({ audienceType: 'youth', notes: 'gracia gracia Gracia' }));
    expect(text.split(' ').slice(0, 3)).toEqual(['_l_es', '_a_youth', '_l_es_a_youth']);
    const words = text.split(' ').slice(3);
    expect(words.length).toBeGreaterThan(10);
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((word) => !word.includes('_'))).toBe(true);
    const key = memberSearchKey('u1');
    // A member who types another's terms writes only letters and digits.
    expect(foldWords(`${wordTerm(key, 'gracia')} ${filterTerm(key, 'es', 'youth')}`).every((word) => !word.includes('_'))).toBe(true);
  });

  it('bounds a sermon to its first distinct words, each to its first characters, and a query word alike', () => {
    const long = 'a'.repeat(3000);
    const many = Array.from({ length: MAX_INDEXED_WORDS + 100 }, (_, i) => `w${i}`).join(' ');
    const words = searchColumnText(englishDocument({ title: 'Title', notes: `${long} ${many}` })).split(' ').slice(3);
    expect(words).toHaveLength(MAX_INDEXED_WORDS);
    expect(words[0]).toBe('title');
    expect(words).toContain('a'.repeat(MAX_WORD_LENGTH));
    expect(searchTerms(long)).toEqual(['a'.repeat(MAX_WORD_LENGTH)]);
  });

  it('folds plain ASCII text on its short path to the same words as the full folding', () => {
    const full = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const text of ['Faith in the STORM, Mark 4:39!', 'Oración — ESPÍRITU Santo, Hechos 2:38', 'e\u0301l dijo: «¡Cre\u0301ed!»', 'naïve 1st_2nd', '', '   ', 'Ⅻ ﬁne Å']) {
      expect(foldWords(text), text).toEqual(full(text));
    }
  });
});


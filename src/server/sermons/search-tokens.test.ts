import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES } from '#shared/constants.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { indexedWords, memberToken, searchColumnText, SEARCH_TOKEN_COUNT } from './search-tokens.ts';
import { spanishDocument } from '#tests/support/test-sermons.ts';

// decision 0022: the member's tokens in the indexed text, one per filter a search can ask for.
describe('search tokens', () => {
  it('gives every member, language and audience its own token, letters and digits only', () => {
    const users = ['a', 'ab', 'b', '0f3c2a9e-4b1d-4c8e-9a7f-2d6b5e1c0a93'];
    const tokens = users.flatMap((user) => [memberToken(user), ...LANGUAGES.flatMap((language) => [memberToken(user, language), ...AUDIENCE_TYPES.map((audience) => memberToken(user, language, audience))]), ...AUDIENCE_TYPES.map((audience) => memberToken(user, undefined, audience))]);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.every((token) => /^[a-z0-9]+$/.test(token))).toBe(true);
  });

  it('opens search_text with the four tokens a search can ask for, then the words alone', () => {
    const text = searchColumnText('u1', spanishDocument({ audienceType: 'youth' }));
    expect(text.split(' ').slice(0, SEARCH_TOKEN_COUNT)).toEqual([memberToken('u1'), memberToken('u1', 'es'), memberToken('u1', undefined, 'youth'), memberToken('u1', 'es', 'youth')]);
    expect(indexedWords(text).some((word) => word.startsWith('xu'))).toBe(false);
    expect(indexedWords(text).length).toBeGreaterThan(10);
  });
});

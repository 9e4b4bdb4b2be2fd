import type { SermonDocument } from '#shared/sermon-document.ts';
import { searchableText } from '#shared/sermon-search.ts';

// The full-text index holds, before a sermon's words, four tokens for its owner: alone, with its
// language, with its audience, and with both (decision 0022). A search then intersects the words
// with the one list that is exactly the member's sermons of that language and audience ("this
// member's Spanish youth sermons with 'gracia'"), never a list of everyone's Spanish sermons, and
// never finds another member's sermon. They are letters and digits only, as both tokenizers keep
// them whole; the owner is the id in hex, and "z" (not a hex digit) separates the parts, so two
// owners' tokens never meet.

/** How many tokens open a `search_text` before its words. */
export const SEARCH_TOKEN_COUNT = 4;

/** The token for a member's sermons, narrowed to a language and an audience when given. */
export function memberToken(userId: string, language?: string, audience?: string): string {
  return `xu${Buffer.from(userId, 'utf8').toString('hex')}${language ? `zl${language}` : ''}${audience ? `za${audience}` : ''}`;
}

/** The words of a `search_text` after its tokens, once each (for `search_words`). */
export function indexedWords(searchText: string): string[] {
  return [...new Set(searchText.split(' ').slice(SEARCH_TOKEN_COUNT))].filter(Boolean);
}

/** What `sermons.search_text` holds for a sermon: the four tokens, then its folded words. */
export function searchColumnText(userId: string, document: SermonDocument): string {
  const { language, audienceType } = document;
  const tokens = [memberToken(userId), memberToken(userId, language), memberToken(userId, undefined, audienceType), memberToken(userId, language, audienceType)];
  return `${tokens.join(' ')} ${searchableText(document)}`;
}

// SQLite's search index is keyed by date (migration 0010): rowid = (2^43 − created_at in ms) × 1024 + n,
// so ascending rowid is the history's newest-first order.
const KEY_BASE_MS = 2 ** 43;
const SLOTS_PER_MS = 1024;

/** The last search key a sermon created at `createdAt` can have (after every sermon of that millisecond). */
export function lastSearchKeyAt(createdAt: string): number {
  return (KEY_BASE_MS - Date.parse(createdAt)) * SLOTS_PER_MS + SLOTS_PER_MS - 1;
}

/** The first string after every one that starts with `prefix` (a prefix is then a range of words). */
export function afterPrefix(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return prefix.slice(0, prefix.length - String.fromCodePoint(last).length) + String.fromCodePoint(last + 1);
}

import crypto from 'node:crypto';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { searchableWords } from '#shared/sermon-search.ts';

// The history search's index is every member's own (decision 0025; it replaces 0022's tokens).
// Each term in it starts with the owner's search key and "_": "<key>_gracia" is one member's
// "gracia", a list of that member's sermons only. So a search reads only the member's lists, its
// cost and its answer depend only on the member's own sermons, and the member's part of the index
// is the member's vocabulary ("grac" → the member's terms from "<key>_grac", a range of the index
// itself: nothing is written beside it, and a word no sermon has any longer is gone from it).
// Nobody can write a term: folded words are letters and digits only (sermon-search.ts), never "_".
//
// `sermons.search_text` holds the filter tokens ("_l_en", "_a_youth", "_l_en_a_youth") and the
// sermon's distinct words; `sermons.search_key` the owner's key. The index term for each is
// `<key>_<token or word>`, made by the database (SQLite triggers, a PostgreSQL generated column:
// migration 0011), so the key is not stored once per word.

/**
 * SQLite's index keeps one list of its own for every start of one or two characters after the key
 * (FTS5 prefix indexes, migration 0011): a query word that short is answered from that one list.
 */
export const INDEXED_PREFIX_CHARACTERS = 2;

/** The owner's search key: 24 hex digits of SHA-256 of the user id (96 bits), a fixed length the prefix indexes count on. */
export const SEARCH_KEY_LENGTH = 24;

export function memberSearchKey(userId: string): string {
  return crypto.createHash('sha256').update(userId, 'utf8').digest('hex').slice(0, SEARCH_KEY_LENGTH);
}

/** The filter tokens of a sermon of this language and audience, as `search_text` opens with them. */
function filterTokens(language: string, audience: string): string[] {
  return [`_l_${language}`, `_a_${audience}`, `_l_${language}_a_${audience}`];
}

/** The one index term for a member's sermons of a language, an audience or both; null for neither. */
export function filterTerm(key: string, language?: string, audience?: string): string | null {
  if (language && audience) return `${key}__l_${language}_a_${audience}`;
  if (language) return `${key}__l_${language}`;
  if (audience) return `${key}__a_${audience}`;
  return null;
}

/** The index term of one of the member's words. */
export function wordTerm(key: string, word: string): string {
  return `${key}_${word}`;
}

/** What `sermons.search_text` holds for a sermon: its filter tokens, then its distinct words (bounded: searchableWords). */
export function searchColumnText(document: SermonDocument): string {
  return [...filterTokens(document.language, document.audienceType), ...searchableWords(document)].join(' ');
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

import type { SermonDocument } from '#shared/sermon-document.ts';
import { searchableText } from '#shared/sermon-search.ts';

// The full-text index holds, before a sermon's words, one token for its owner, its language and
// its audience (decision 0022): the index alone then finds "this member's Spanish sermons with
// 'gracia'" from its shortest lists, and never another member's sermon. They are letters and
// digits only, as both tokenizers keep them whole; the owner is the id in hex, so two ids never
// share a token.

export function ownerToken(userId: string): string {
  return `xu${Buffer.from(userId, 'utf8').toString('hex')}`;
}

export function languageToken(language: string): string {
  return `xl${language}`;
}

export function audienceToken(audience: string): string {
  return `xa${audience}`;
}

/** What `sermons.search_text` holds for a sermon: the three tokens, then its folded words. */
export function searchColumnText(userId: string, document: SermonDocument): string {
  return `${ownerToken(userId)} ${languageToken(document.language)} ${audienceToken(document.audienceType)} ${searchableText(document)}`;
}

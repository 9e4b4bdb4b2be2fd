import { apiRequest } from '#client/lib/api-client.ts';
import { isPassageAnswer } from '#client/lib/sermon-checks.generated.ts';
import type { Language } from '#shared/languages.ts';
import type { SermonPassage } from '#shared/sermon-document.ts';
import { verseStartsOf } from '#shared/verse-starts.ts';

/**
 * GET /api/bible/passage in the sermon's language: the first passage the reference names, quoted
 * as a sermon quotes it, with its verse starts (the server re-quotes it from the Bible data on save
 * anyway). A reference
 * that does not exist is an ApiRequestError 404 (400 when it names no passage).
 */
export async function getPassage(reference: string, language: Language, signal?: AbortSignal): Promise<SermonPassage> {
  const answer = await apiRequest((api) => api.bible.passage.$get({ query: { ref: reference, lang: language } }, { init: { signal } }), isPassageAnswer);
  const first = answer.passages[0]!;
  // Its verse starts too, as the server answers every saved passage (passage-verse-starts.ts).
  return {
    reference: first.reference,
    text: first.verses.map((verse) => verse.text).join(' '),
    ...(first.shown ? { shown: first.shown } : {}),
    ...(first.verses.length > 1 ? { verseStarts: verseStartsOf(first.verses) } : {}),
  };
}

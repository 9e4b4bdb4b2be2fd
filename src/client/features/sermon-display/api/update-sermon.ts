import { requestSermon } from '#client/lib/sermon-answer.ts';
import type { Sermon } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';

/**
 * PUT /api/sermons/:id {document, revision}: the saved sermon as revision + 1. A stale revision is
 * an ApiRequestError 409 whose body holds the current `sermon`; a reference that does not exist, a 422.
 */
export function updateSermon(id: string, document: SermonDocument, revision: number, signal?: AbortSignal): Promise<Sermon> {
  return requestSermon((api) => api.sermons[':id'].$put({ param: { id: encodeURIComponent(id) }, json: { document, revision } }, { init: { signal } }));
}

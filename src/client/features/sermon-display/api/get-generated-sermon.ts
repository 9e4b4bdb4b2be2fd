import { apiRequest } from '#client/lib/api-client.ts';
import { isGeneratedSermon } from '#client/lib/sermon-checks.generated.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';

/** GET /api/sermons/:id/generated — the document as first generated (404 when not the user's). */
export async function getGeneratedSermon(id: string, signal?: AbortSignal): Promise<SermonDocument> {
  return (await apiRequest((api) => api.sermons[':id'].generated.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }), isGeneratedSermon)).document;
}

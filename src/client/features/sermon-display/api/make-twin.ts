import { requestSermon } from '#client/lib/sermon-answer.ts';
import type { Sermon } from '#shared/sermon.ts';

/**
 * POST /api/sermons/:id/twin — the sermon in the other language (issue 27): written now (201) or
 * the one already made (200). 409 when its engine (a model) is not configured, 429 past the quota.
 */
export function makeTwin(id: string, signal?: AbortSignal): Promise<Sermon> {
  return requestSermon((api) => api.sermons[':id'].twin.$post({ param: { id: encodeURIComponent(id) } }, { init: { signal } }));
}

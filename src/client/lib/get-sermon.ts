import type { Sermon } from '#shared/sermon.ts';
import { requestSermon } from './sermon-answer.ts';

/** GET /api/sermons/:id — 404 when the sermon is missing or belongs to someone else. Read with its compiled check (decision 0054). */
export function getSermon(id: string, signal?: AbortSignal): Promise<Sermon> {
  return requestSermon((api) => api.sermons[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }));
}

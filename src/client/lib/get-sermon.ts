import { apiRequest } from '#client/lib/api-client.ts';
import type { Sermon } from '#shared/sermon.ts';
import { withDefaults } from './sermon-answer.ts';
import { isSermonResponse } from './sermon-checks.generated.ts';

/** GET /api/sermons/:id — 404 when the sermon is missing or belongs to someone else. Read with its compiled check (decision 0054). */
export async function getSermon(id: string, signal?: AbortSignal): Promise<Sermon> {
  return withDefaults(await apiRequest((api) => api.sermons[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }), isSermonResponse));
}

import { apiRequest } from '#client/lib/api-client.ts';
import { withDefaults } from '#client/lib/sermon-answer.ts';
import { isSermonResponse } from '#client/lib/sermon-checks.generated.ts';
import type { Sermon } from '#shared/sermon.ts';

/**
 * POST /api/sermons/:id/twin — the sermon in the other language (issue 27): written now (201) or
 * the one already made (200). 409 when its engine (a model) is not configured, 429 past the quota.
 */
export async function makeTwin(id: string, signal?: AbortSignal): Promise<Sermon> {
  return withDefaults(
    await apiRequest((api) => api.sermons[':id'].twin.$post({ param: { id: encodeURIComponent(id) } }, { init: { signal } }), isSermonResponse),
  );
}

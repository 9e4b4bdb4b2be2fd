import { apiRequest } from '#client/lib/api-client.ts';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';

/** GET /api/sermons/:id — 404 when the sermon is missing or belongs to someone else. */
export function getSermon(id: string, signal?: AbortSignal): Promise<Sermon> {
  return apiRequest((api) => api.sermons[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }), sermonResponseSchema);
}

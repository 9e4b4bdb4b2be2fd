import { apiRequest } from '#client/lib/api-client.ts';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';

/**
 * GET /api/sermons/:id/preach — the sermon for the preaching view, a premium feature: 403 without a
 * subscription (the page then goes to the plan), 404 when it is missing or someone else's.
 */
export function getSermonToPreach(id: string, signal?: AbortSignal): Promise<Sermon> {
  return apiRequest((api) => api.sermons[':id'].preach.$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }), sermonResponseSchema);
}

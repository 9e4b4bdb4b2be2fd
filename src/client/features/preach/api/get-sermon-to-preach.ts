import { apiFetch } from '#client/lib/api-client.ts';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';

/**
 * GET /api/sermons/:id/preach — the sermon for the preaching view, a premium feature: 403 without a
 * subscription (the page then goes to the plan), 404 when it is missing or someone else's.
 */
export async function getSermonToPreach(id: string, signal?: AbortSignal): Promise<Sermon> {
  return sermonResponseSchema.parse(await apiFetch<unknown>(`/api/sermons/${encodeURIComponent(id)}/preach`, { signal }));
}

import { apiFetch } from '#client/lib/api-client.ts';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';

/** GET /api/sermons/:id for the preaching view — 404 when it is missing or someone else's. */
export async function getSermonToPreach(id: string, signal?: AbortSignal): Promise<Sermon> {
  return sermonResponseSchema.parse(await apiFetch<unknown>(`/api/sermons/${encodeURIComponent(id)}`, { signal }));
}

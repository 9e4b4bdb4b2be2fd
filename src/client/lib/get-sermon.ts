import { apiFetch } from '#client/lib/api-client.ts';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';

/** GET /api/sermons/:id — 404 when the sermon is missing or belongs to someone else. */
export async function getSermon(id: string, signal?: AbortSignal): Promise<Sermon> {
  return sermonResponseSchema.parse(await apiFetch<unknown>(`/api/sermons/${encodeURIComponent(id)}`, { signal }));
}

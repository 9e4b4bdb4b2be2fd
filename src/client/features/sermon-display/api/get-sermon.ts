import { apiFetch } from '#client/lib/api-client.ts';
import type { Sermon } from '#shared/sermon.ts';

/** GET /api/sermons/:id — 404 when the sermon is missing or belongs to someone else. */
export function getSermon(id: string, signal?: AbortSignal): Promise<Sermon> {
  return apiFetch<Sermon>(`/api/sermons/${encodeURIComponent(id)}`, { signal });
}

import { sermonListPageSchema, type SermonListPage } from '#shared/sermon.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export async function listSermons(cursor: string | null, limit = 10): Promise<SermonListPage> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
  return sermonListPageSchema.parse(await apiFetch<unknown>(`/api/sermons?${query}`));
}

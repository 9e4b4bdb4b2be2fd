import type { SermonListPage } from '#shared/sermon.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { isSermonListPage } from '#client/lib/compiled-checks.generated.ts';

/** The history search (product §2): words, language and audience; '' is no filter. */
export interface HistoryFilters {
  q: string;
  language: string;
  audienceType: string;
}

export async function listSermons(cursor: string | null, limit: number, filters?: HistoryFilters): Promise<SermonListPage> {
  const query: Record<string, string> = { limit: String(limit), ...(cursor ? { cursor } : {}) };
  for (const [name, value] of Object.entries(filters ?? {})) if (value.trim() !== '') query[name] = value.trim();
  return apiRequest((api) => api.sermons.$get({ query }), isSermonListPage);
}

import { apiFetch } from '#client/lib/api-client.ts';

export function deleteSermon(id: string): Promise<unknown> {
  return apiFetch(`/api/sermons/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

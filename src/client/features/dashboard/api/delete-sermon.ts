import { apiSend } from '#client/lib/api-client.ts';

/** DELETE /api/sermons/:id — 204, or 404 when the sermon is missing or someone else's. */
export function deleteSermon(id: string): Promise<unknown> {
  return apiSend((api) => api.sermons[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

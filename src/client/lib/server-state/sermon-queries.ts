import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { hasSavedSermons } from '#client/lib/has-saved-sermons.ts';
import type { Sermon } from '#shared/sermon.ts';

/**
 * The keys of the member's sermons in the query cache. Everything under `sermons` is the list side
 * (the history's pages, "has any"), invalidated whenever a sermon is made, saved or deleted; one
 * sermon is `['sermon', id]`.
 */
export const sermonKeys = {
  lists: ['sermons'] as const,
  any: ['sermons', 'any'] as const,
  one: (id: string) => ['sermon', id] as const,
};

/** Whether the member has any sermon saved (decision 0024: read-only history or the plan). */
export function anySavedSermonQuery() {
  return queryOptions({ queryKey: sermonKeys.any, queryFn: ({ signal }) => hasSavedSermons(signal) });
}

/**
 * A sermon the server has just answered (a save, a new one): a page showing it from the cache
 * shows this answer (none is started for a sermon not in it: a page on this device's copy keeps
 * it), and the lists are read again.
 */
export function sermonChanged(client: QueryClient, sermon: Sermon): void {
  client.setQueryData<Sermon>(sermonKeys.one(sermon.id), (cached) => cached && sermon);
  void client.invalidateQueries({ queryKey: sermonKeys.lists });
}

/** A sermon deleted: gone from the cache, and the lists are read again. */
export function sermonDeleted(client: QueryClient, id: string): void {
  client.removeQueries({ queryKey: sermonKeys.one(id) });
  void client.invalidateQueries({ queryKey: sermonKeys.lists });
}

/** A twin written (issue 27): it is in the cache, the sermon now points to it, and the lists are read again. */
export function twinMade(client: QueryClient, sermonId: string, twin: Sermon): void {
  client.setQueryData(sermonKeys.one(twin.id), twin);
  client.setQueryData<Sermon>(sermonKeys.one(sermonId), (cached) => cached && { ...cached, twinId: twin.id });
  void client.invalidateQueries({ queryKey: sermonKeys.lists });
}

import { queryOptions } from '@tanstack/react-query';
import { getSermon } from '#client/lib/get-sermon.ts';
import { sermonKeys } from './sermon-queries.ts';

/**
 * GET /api/sermons/:id through the cache. Apart from the other sermon queries: reading a whole
 * sermon builds the document's schemas, which a page that only lists sermons (the dashboard) does
 * not need as it starts (decision 0052).
 */
export function sermonQuery(id: string) {
  return queryOptions({ queryKey: sermonKeys.one(id), queryFn: ({ signal }) => getSermon(id, signal) });
}

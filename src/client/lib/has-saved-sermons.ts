import { apiRequest } from './api-client.ts';
import { isSermonListPage } from './compiled-checks.generated.ts';

/**
 * Whether the signed-in member has any sermon saved: a member without a subscription is shown
 * their own sermons read-only when there are some, and the plan when there are none (decision 0024).
 */
export async function hasSavedSermons(signal?: AbortSignal): Promise<boolean> {
  const page = await apiRequest((api) => api.sermons.$get({ query: { limit: '1' } }, { init: { signal } }), isSermonListPage);
  return page.sermons.length > 0;
}

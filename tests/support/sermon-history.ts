import { expect } from 'vitest';
import { sermonListPageSchema } from '#shared/sermon.ts';
import { apiOf, bodyOf, browser } from './api-client.ts';
import type { TestContext } from './test-app.ts';

/** The history's query as the route types it: a search (`q`, `language`, `audienceType`), a `limit`, a page's `cursor`. */
type HistoryQuery = Parameters<ReturnType<typeof apiOf>['sermons']['$get']>[0]['query'];

/** A member's history (GET sermons) as the dashboard asks for it, with a search or a page's cursor. */
export function listSermons(ctx: Pick<TestContext, 'app'>, cookie: string, query: HistoryQuery = {}, headers: Record<string, string> = {}) {
  return apiOf(ctx).sermons.$get({ query }, browser(cookie, headers));
}

/** The titles a history query finds, newest first; any answer but a 200 fails the test. */
export async function titlesFound(ctx: Pick<TestContext, 'app'>, cookie: string, query: HistoryQuery): Promise<string[]> {
  const response = await listSermons(ctx, cookie, query);
  expect(response.status, JSON.stringify(query)).toBe(200);
  return (await bodyOf(response, sermonListPageSchema)).sermons.map((s) => s.title);
}

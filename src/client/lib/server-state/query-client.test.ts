// The query cache's policy (decision 0043): which failed reads are asked again, whose cache it is,
// and what a saved, made or deleted sermon does to it.
import { expect, it } from 'vitest';
import { ApiRequestError, MalformedAnswerError, NetworkError } from '#client/lib/api-client.ts';
import { sermonResponse, type Sermon } from '#shared/sermon.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { queryClientFor, retryServerTrouble } from './query-client.ts';
import { sermonChanged, sermonDeleted, sermonKeys, twinMade } from './sermon-queries.ts';

const sermon = (id: string, title: string, twinId: string | null = null) =>
  sermonResponse({ id, twinId, revision: 1, document: englishDocument({ title }), createdAt: '2026-11-27T07:00:00Z', updatedAt: '2026-11-27T07:00:00Z' });

it('asks again only when the server failed (5xx), twice at most', () => {
  for (const status of [500, 502, 503]) {
    expect(retryServerTrouble(0, new ApiRequestError(status, 'x', {}))).toBe(true);
    expect(retryServerTrouble(1, new ApiRequestError(status, 'x', {}))).toBe(true);
    expect(retryServerTrouble(2, new ApiRequestError(status, 'x', {}))).toBe(false);
  }
  // The path in MalformedAnswerError is only a message's text here; no request is sent.
  for (const error of [new ApiRequestError(404, 'x', {}), new ApiRequestError(401, 'x', {}), new ApiRequestError(429, 'x', {}), new ApiRequestError(501, 'x', {}), new NetworkError(new TypeError('offline')), new MalformedAnswerError(200, '/api/sermons', null), new Error('bug')]) {
    expect(retryServerTrouble(0, error)).toBe(false);
  }
});

it('keeps one cache per member: another member on this tab starts from an empty one', () => {
  const first = queryClientFor('member-a');
  first.setQueryData(sermonKeys.one('s1'), sermon('s1', 'Mine'));
  expect(queryClientFor('member-a')).toBe(first);
  const next = queryClientFor('member-b');
  expect(next).not.toBe(first);
  expect(next.getQueryData(sermonKeys.one('s1'))).toBeUndefined();
  expect(queryClientFor(null).getQueryData(sermonKeys.one('s1'))).toBeUndefined();
});

it('a saved sermon replaces its cached copy, starts none, and marks the lists to be read again', () => {
  const client = queryClientFor('member-save');
  client.setQueryData(sermonKeys.one('s1'), sermon('s1', 'Before'));
  client.setQueryData([...sermonKeys.lists, 'history', { q: '' }], { pages: [] });
  client.setQueryData(sermonKeys.any, true);
  sermonChanged(client, sermon('s1', 'After'));
  sermonChanged(client, sermon('s2', 'Never opened'));
  expect(client.getQueryData<Sermon>(sermonKeys.one('s1'))?.document.title).toBe('After');
  expect(client.getQueryData(sermonKeys.one('s2'))).toBeUndefined();
  expect(client.getQueryState([...sermonKeys.lists, 'history', { q: '' }])?.isInvalidated).toBe(true);
  expect(client.getQueryState(sermonKeys.any)?.isInvalidated).toBe(true);
});

it('a twin made is cached and linked from its sermon; a deleted sermon leaves the cache', () => {
  const client = queryClientFor('member-twin');
  client.setQueryData(sermonKeys.one('s1'), sermon('s1', 'English'));
  client.setQueryData([...sermonKeys.one('s1'), 'preach'], sermon('s1', 'English'));
  twinMade(client, 's1', sermon('t1', 'Español', 's1'));
  expect(client.getQueryData<Sermon>(sermonKeys.one('s1'))?.twinId).toBe('t1');
  expect(client.getQueryData<Sermon>(sermonKeys.one('t1'))?.document.title).toBe('Español');
  sermonDeleted(client, 's1');
  expect(client.getQueryData(sermonKeys.one('s1'))).toBeUndefined();
  expect(client.getQueryData([...sermonKeys.one('s1'), 'preach'])).toBeUndefined();
});

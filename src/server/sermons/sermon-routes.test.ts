import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { saveGeneratedSermon as saveSermon } from './sermon-repository.ts';
import { sermonListPageSchema } from '#shared/sermon.ts';
import { apiOf, bodyOf, browser } from '#tests/support/api-client.ts';

const point = (heading: string) => ({ heading, passage: null, explanation: '', application: '' });
const sample = (title: string): SermonDocument => ({
  schemaVersion: 1,
  title,
  mainPassage: { reference: 'Acts 2:38', text: 'Then Peter said unto them, Repent…' },
  introduction: 'Peter stood up with the eleven.\nAnd the people asked what they should do.',
  points: [point('Repent'), point('Be baptized in the name of Jesus Christ'), point('Receive the Holy Ghost')],
  illustrations: 'A story of a new beginning.',
  conclusion: 'Come to the altar today.',
  notes: '',
  language: 'en',
  audienceType: 'general',
  languageStyle: 'standard',
  engine: 'offline',
});

describeEachDatabase('the sermon routes', (ctx) => {
  const api = () => apiOf(ctx());
  const list = (cookie: string, query: { limit?: string; cursor?: string } = {}) => api().sermons.$get({ query }, browser(cookie));
  const read = (id: string, cookie: string) => api().sermons[':id'].$get({ param: { id } }, browser(cookie));
  const remove = (id: string, cookie: string) => api().sermons[':id'].$delete({ param: { id } }, browser(cookie));
  const param = { id: 'x' };

  it('answers 401 without a session, for every operation', async () => {
    const operations = {
      'GET /sermons': () => list(''),
      'GET /sermons/x': () => read('x', ''),
      'DELETE /sermons/x': () => remove('x', ''),
      'GET /sermons/x/generated': () => api().sermons[':id'].generated.$get({ param }),
      'GET /sermons/x/preach': () => api().sermons[':id'].preach.$get({ param }),
    };
    for (const [operation, send] of Object.entries(operations)) {
      const anonymous = await send();
      expect(anonymous.status, operation).toBe(401);
      expect(await anonymous.json()).toEqual({ error: 'No active session' });
    }
  });

  it('without a subscription: the own sermons are read and deleted (decision 0024), the premium routes answer 403', async () => {
    const { cookie } = await signUpMember(ctx(), {});
    expect(await (await list(cookie)).json()).toEqual({ sermons: [], nextCursor: null });
    expect((await read('x', cookie)).status, 'GET /sermons/x').toBe(404);
    expect((await remove('x', cookie)).status, 'DELETE /sermons/x').toBe(404);
    const premium = {
      'GET /sermons/x/generated': () => api().sermons[':id'].generated.$get({ param }, browser(cookie)),
      'GET /sermons/x/preach': () => api().sermons[':id'].preach.$get({ param }, browser(cookie)),
    };
    for (const [route, send] of Object.entries(premium)) {
      const unsubscribed = await send();
      expect(unsubscribed.status, route).toBe(403);
      expect(await unsubscribed.json()).toEqual({
        error: 'An active subscription is required to prepare, edit or preach sermons. Your saved sermons can still be read and downloaded.',
        code: 'SUBSCRIPTION_REQUIRED',
      });
    }
  });

  it('lets an admin in without a subscription', async () => {
    const { cookie } = await signUpMember(ctx(), { admin: true });
    expect((await list(cookie)).status).toBe(200);
  });

  it("lists only the user's own sermons, newest first, page by page with a cursor", async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const other = await signUpMember(ctx());
    const base = Date.parse('2026-11-01T10:00:00.000Z');
    for (let i = 0; i < 25; i++) await saveSermon(ctx().database.db, userId, sample(`Sermon ${i}`), new Date(base + i * 60_000));
    // Two saved in the same millisecond still page without loss or repeat.
    await saveSermon(ctx().database.db, userId, sample('Twin A'), new Date(base + 30 * 60_000));
    await saveSermon(ctx().database.db, userId, sample('Twin B'), new Date(base + 30 * 60_000));
    await saveSermon(ctx().database.db, other.userId, sample('Not yours'), new Date(base + 40 * 60_000));

    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list(cookie, { limit: '10', ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      const body = await bodyOf(response, sermonListPageSchema);
      titles.push(...body.sermons.map((s) => s.title));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(titles).toHaveLength(27);
    expect(new Set(titles).size).toBe(27);
    expect(titles.slice(0, 2).sort()).toEqual(['Twin A', 'Twin B']);
    expect(titles[2]).toBe('Sermon 24');
    expect(titles.at(-1)).toBe('Sermon 0');
    expect(titles).not.toContain('Not yours');
  });

  it('lists summaries (what the history shows), not whole sermons', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const saved = await saveSermon(ctx().database.db, userId, sample('Summary only'));
    const body = await bodyOf(await list(cookie), sermonListPageSchema);
    expect(body.sermons).toEqual([
      { id: saved.id, title: 'Summary only', mainScripture: saved.mainScripture, language: saved.language, audienceType: saved.audienceType, languageStyle: saved.languageStyle, createdAt: saved.createdAt },
    ]);
  });

  it('returns the sermon fields of product §3, derived from the document it answers with its revision', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const saved = await saveSermon(ctx().database.db, userId, sample('Acts 2:38 for today'));
    const body = await (await read(saved.id, cookie)).json();
    expect(body).toEqual({
      id: saved.id,
      title: 'Acts 2:38 for today',
      mainScripture: 'Acts 2:38',
      introduction: 'Peter stood up with the eleven.\nAnd the people asked what they should do.',
      points: ['Repent', 'Be baptized in the name of Jesus Christ', 'Receive the Holy Ghost'],
      illustrations: 'A story of a new beginning.',
      conclusion: 'Come to the altar today.',
      language: 'en',
      audienceType: 'general',
      languageStyle: 'standard',
      engine: 'offline',
      verses: [{ reference: 'Acts 2:38', text: 'Then Peter said unto them, Repent…' }],
      createdAt: saved.createdAt,
      updatedAt: saved.createdAt,
      revision: 1,
      twinId: null,
      document: sample('Acts 2:38 for today'),
    });
  });

  it('sends a whole sermon compressed to a client that accepts it, and plain to one that does not', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const saved = await saveSermon(ctx().database.db, userId, { ...sample('The new birth'), introduction: 'Except a man be born again, he cannot see the kingdom of God. '.repeat(40) });
    const plain = await read(saved.id, cookie);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await plain.json();
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await api().sermons[':id'].$get({ param: { id: saved.id } }, browser(cookie, { 'Accept-Encoding': accepted }));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(bytes.length).toBeLessThan(JSON.stringify(expected).length / 3);
      expect(JSON.parse(decode(bytes).toString('utf8'))).toEqual(expected);
    }
  });

  it("answers 404 for another user's sermon, to read or to delete, and changes nothing", async () => {
    const owner = await signUpMember(ctx());
    const intruder = await signUpMember(ctx());
    const saved = await saveSermon(ctx().database.db, owner.userId, sample('Private'));
    expect((await read(saved.id, intruder.cookie)).status).toBe(404);
    const attempt = await remove(saved.id, intruder.cookie);
    expect(attempt.status).toBe(404);
    expect(await attempt.json()).toEqual({ error: 'Sermon not found.' });
    expect((await read(saved.id, owner.cookie)).status).toBe(200);
  });

  it('deletes the own sermon', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const saved = await saveSermon(ctx().database.db, userId, sample('To delete'));
    expect((await remove(saved.id, cookie)).status).toBe(204);
    expect((await read(saved.id, cookie)).status).toBe(404);
    expect((await remove(saved.id, cookie)).status).toBe(404);
  });

  it('refuses a bad limit or cursor with 400', async () => {
    const { cookie } = await signUpMember(ctx());
    for (const query of [{ limit: '0' }, { limit: '51' }, { limit: 'abc' }, { limit: '2.5' }, { cursor: 'not-a-cursor' }, { cursor: Buffer.from('["x","y"]').toString('base64url') }]) {
      const response = await list(cookie, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });
}, { env: { TRUST_PROXY: 'true' } });

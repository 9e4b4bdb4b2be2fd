import { expect, it } from 'vitest';
import { sermonListPageSchema, sermonResponseSchema, type Sermon } from '#shared/sermon.ts';
import { createLocalProvider, localBillingKey } from '../billing/providers/local-provider.ts';
import { GOOD_PASSWORD, signUp, signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, jsonRequest, type TestContext } from '#tests/support/test-app.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';
import { apiOf, apiUrls, bodyOf, browser } from '#tests/support/api-client.ts';

// Decision 0024: a member whose subscription ended (cancelled, trial over, expired) still reads,
// lists, searches and deletes their OWN sermons; writing, editing and preaching stay premium.

const SECRET = 'test-session-secret-that-is-long-enough-0123456789';
const local = createLocalProvider({ key: localBillingKey(SECRET) });
const GENERATE = { title: '', scripture: 'Acts 2:38', audienceType: 'general', language: 'en', languageStyle: 'standard' } as const;

/** The member's browser, in a page language. */
const as = (cookie: string, language: 'en' | 'es' = 'en') => browser(cookie, { 'Accept-Language': language });

/** A member who subscribed through the local provider's signed event, as the hosted checkout does. */
async function subscribedMember(ctx: TestContext) {
  const { cookie, response } = await signUp(ctx, undefined, GOOD_PASSWORD, 'en');
  const { user } = await bodyOf(response, signUpRoute.responses[200]);
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const { rawBody, headers } = local.signedEvent('subscription.created', {
    user_id: user.id,
    customer_id: `cus_${user.id}`,
    subscription_id: `sub_${user.id}`,
    status: 'trialing',
    trial_end: end,
    current_period_end: end,
    cancel_at_period_end: false,
  });
  expect((await ctx.app.request(apiUrls.billing.webhooks[':provider'].$url({ param: { provider: 'local' } }), { method: 'POST', headers, body: rawBody })).status).toBe(200);
  return { cookie, userId: user.id };
}

async function generate(ctx: TestContext, cookie: string, scripture = 'Acts 2:38'): Promise<Sermon> {
  const response = await ctx.app.request(apiUrls.sermons.generate.$url(), { ...jsonRequest({ ...GENERATE, scripture }), headers: { 'Content-Type': 'application/json', Cookie: cookie } });
  expect(response.status).toBe(201);
  return sermonResponseSchema.parse(await response.json());
}

async function cancel(ctx: TestContext, member: { cookie: string; userId: string }) {
  const response = await apiOf(ctx).billing.cancel.$post({ json: { user_id: member.userId } }, as(member.cookie));
  expect(await response.json()).toEqual({ success: true });
}

const sermonCount = async (ctx: TestContext, userId: string) => (await ctx.database.db.selectFrom('sermons').select('id').where('user_id', '=', userId).execute()).length;

describeEachDatabase('a member whose subscription ended keeps their own sermons, read-only', (ctx) => {
  it('lists, searches and reads their own sermons after cancelling', async () => {
    const member = await subscribedMember(ctx());
    const first = await generate(ctx(), member.cookie, 'Acts 2:38');
    const second = await generate(ctx(), member.cookie, 'John 3:16');
    await cancel(ctx(), member);

    const api = apiOf(ctx());
    const list = await api.sermons.$get({ query: {} }, as(member.cookie));
    expect(list.status).toBe(200);
    expect(sermonListPageSchema.parse(await list.json()).sermons.map((s) => s.id)).toEqual([second.id, first.id]);

    const search = await api.sermons.$get({ query: { q: 'world' } }, as(member.cookie));
    expect(search.status).toBe(200);
    expect(sermonListPageSchema.parse(await search.json()).sermons.map((s) => s.id)).toEqual([second.id]);

    const one = await api.sermons[':id'].$get({ param: { id: first.id } }, as(member.cookie));
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toContain('no-store');
    expect(sermonResponseSchema.parse(await one.json()).document).toEqual(first.document);
  });

  it('cannot generate, edit, restore or preach: 403 with a clear, localized error and its code; nothing changes', async () => {
    const member = await subscribedMember(ctx());
    const sermon = await generate(ctx(), member.cookie);
    await cancel(ctx(), member);

    const api = apiOf(ctx());
    const param = { id: sermon.id };
    const attempts = {
      'POST generate': (language: 'en' | 'es') => api.sermons.generate.$post({ json: GENERATE }, as(member.cookie, language)),
      'PUT sermon': (language: 'en' | 'es') => api.sermons[':id'].$put({ param, json: { document: { ...sermon.document, title: 'Edited after cancel' }, revision: sermon.revision } }, as(member.cookie, language)),
      'GET generated': (language: 'en' | 'es') => api.sermons[':id'].generated.$get({ param }, as(member.cookie, language)),
      'GET preach': (language: 'en' | 'es') => api.sermons[':id'].preach.$get({ param }, as(member.cookie, language)),
    };
    for (const [attempt, send] of Object.entries(attempts)) {
      const english = await send('en');
      expect({ attempt, status: english.status, body: await english.json() }).toEqual({
        attempt,
        status: 403,
        body: { error: 'An active subscription is required to prepare, edit or preach sermons. Your saved sermons can still be read and downloaded.', code: 'SUBSCRIPTION_REQUIRED' },
      });
      const spanish = await send('es');
      expect(await spanish.json()).toEqual({
        error: 'Se necesita una suscripción activa para preparar, editar o predicar sermones. Sus sermones guardados todavía se pueden leer y descargar.',
        code: 'SUBSCRIPTION_REQUIRED',
      });
    }
    const stored = await ctx().database.db.selectFrom('sermons').select(['title', 'revision']).where('id', '=', sermon.id).executeTakeFirstOrThrow();
    expect({ title: stored.title, revision: Number(stored.revision) }).toEqual({ title: sermon.title, revision: 1 });
    expect(await sermonCount(ctx(), member.userId)).toBe(1);
  });

  it("cannot read, list or delete another member's sermon: 404, as for an id that does not exist", async () => {
    const member = await subscribedMember(ctx());
    await generate(ctx(), member.cookie);
    const other = await subscribedMember(ctx());
    const theirs = await generate(ctx(), other.cookie, 'Psalm 23:1');
    await cancel(ctx(), member);

    const api = apiOf(ctx());
    const read = await api.sermons[':id'].$get({ param: { id: theirs.id } }, as(member.cookie));
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ error: 'Sermon not found.' });
    expect((await api.sermons[':id'].$delete({ param: { id: theirs.id } }, as(member.cookie))).status).toBe(404);
    const list = await bodyOf(await api.sermons.$get({ query: { q: 'shepherd' } }, as(member.cookie)), sermonListPageSchema);
    expect(list.sermons).toEqual([]);
    expect(await sermonCount(ctx(), other.userId)).toBe(1);
  });

  it('may delete their own sermon (it is their data), and it is gone', async () => {
    const member = await subscribedMember(ctx());
    const sermon = await generate(ctx(), member.cookie);
    await cancel(ctx(), member);
    const api = apiOf(ctx());
    expect((await api.sermons[':id'].$delete({ param: { id: sermon.id } }, as(member.cookie))).status).toBe(204);
    expect((await api.sermons[':id'].$get({ param: { id: sermon.id } }, as(member.cookie))).status).toBe(404);
    expect(await sermonCount(ctx(), member.userId)).toBe(0);
  });

  it('the same for a member whose trial ended without a cancel (the provider says canceled)', async () => {
    const member = await subscribedMember(ctx());
    const sermon = await generate(ctx(), member.cookie);
    const ended = new Date(Date.now() - 1000).toISOString();
    const { rawBody, headers } = local.signedEvent('subscription.updated', {
      user_id: member.userId,
      customer_id: `cus_${member.userId}`,
      subscription_id: `sub_${member.userId}`,
      status: 'canceled',
      trial_end: ended,
      current_period_end: ended,
      cancel_at_period_end: false,
    });
    expect((await ctx().app.request(apiUrls.billing.webhooks[':provider'].$url({ param: { provider: 'local' } }), { method: 'POST', headers, body: rawBody })).status).toBe(200);
    const api = apiOf(ctx());
    expect((await api.sermons[':id'].$get({ param: { id: sermon.id } }, as(member.cookie))).status).toBe(200);
    expect((await api.sermons.generate.$post({ json: GENERATE }, as(member.cookie))).status).toBe(403);
  });

  it('still needs a session for every route (401)', async () => {
    const api = apiOf(ctx());
    const param = { id: 'x' };
    const routes = {
      'GET /sermons': () => api.sermons.$get({ query: {} }, as('')),
      'GET /sermons/x': () => api.sermons[':id'].$get({ param }, as('')),
      'DELETE /sermons/x': () => api.sermons[':id'].$delete({ param }, as('')),
      'GET /sermons/x/preach': () => api.sermons[':id'].preach.$get({ param }, as('')),
    };
    for (const [route, send] of Object.entries(routes)) {
      const response = await send();
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('a subscriber and an admin may open the preaching copy of their own sermon, not of another member', async () => {
    const member = await subscribedMember(ctx());
    const sermon = await generate(ctx(), member.cookie);
    const preach = async (id: string, cookie: string) => await apiOf(ctx()).sermons[':id'].preach.$get({ param: { id } }, as(cookie));
    const mine = await preach(sermon.id, member.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect((await bodyOf(mine, sermonResponseSchema)).document).toEqual(sermon.document);
    const other = await subscribedMember(ctx());
    expect((await preach(sermon.id, other.cookie)).status).toBe(404);
    const admin = await signUpMember(ctx(), { admin: true });
    const own = await generate(ctx(), admin.cookie);
    expect((await preach(own.id, admin.cookie)).status).toBe(200);
    expect((await preach(sermon.id, admin.cookie)).status).toBe(404);
  });
}, { env: { TRUST_PROXY: 'true' } });

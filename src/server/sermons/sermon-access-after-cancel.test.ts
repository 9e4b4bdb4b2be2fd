import { expect, it } from 'vitest';
import { sermonListPageSchema, sermonResponseSchema, type Sermon } from '#shared/sermon.ts';
import { createLocalProvider, localBillingKey } from '../billing/providers/local-provider.ts';
import { GOOD_PASSWORD, signUp, signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, jsonRequest, type TestContext } from '#tests/support/test-app.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

// Decision 0024: a member whose subscription ended (cancelled, trial over, expired) still reads,
// lists, searches and deletes their OWN sermons; writing, editing and preaching stay premium.

const SECRET = 'test-session-secret-that-is-long-enough-0123456789';
const local = createLocalProvider({ key: localBillingKey(SECRET) });
const GENERATE = { title: '', scripture: 'Acts 2:38', audienceType: 'general', language: 'en', languageStyle: 'standard' };

const request = (ctx: TestContext, path: string, cookie: string, init: { method?: string; body?: unknown; language?: 'en' | 'es' } = {}) =>
  ctx.app.request(path, {
    method: init.method ?? 'GET',
    headers: { Cookie: cookie, 'Accept-Language': init.language ?? 'en', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

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
  const response = await request(ctx, '/api/billing/cancel', member.cookie, { method: 'POST', body: { user_id: member.userId } });
  expect(await response.json()).toEqual({ success: true });
}

const sermonCount = async (ctx: TestContext, userId: string) => (await ctx.database.db.selectFrom('sermons').select('id').where('user_id', '=', userId).execute()).length;

describeEachDatabase('a member whose subscription ended keeps their own sermons, read-only', (ctx) => {
  it('lists, searches and reads their own sermons after cancelling', async () => {
    const member = await subscribedMember(ctx());
    const first = await generate(ctx(), member.cookie, 'Acts 2:38');
    const second = await generate(ctx(), member.cookie, 'John 3:16');
    await cancel(ctx(), member);

    const list = await request(ctx(), '/api/sermons', member.cookie);
    expect(list.status).toBe(200);
    expect(sermonListPageSchema.parse(await list.json()).sermons.map((s) => s.id)).toEqual([second.id, first.id]);

    const search = await request(ctx(), '/api/sermons?q=world', member.cookie);
    expect(search.status).toBe(200);
    expect(sermonListPageSchema.parse(await search.json()).sermons.map((s) => s.id)).toEqual([second.id]);

    const one = await request(ctx(), `/api/sermons/${first.id}`, member.cookie);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toContain('no-store');
    expect(sermonResponseSchema.parse(await one.json()).document).toEqual(first.document);
  });

  it('cannot generate, edit, restore or preach: 403 with a clear, localized error and its code; nothing changes', async () => {
    const member = await subscribedMember(ctx());
    const sermon = await generate(ctx(), member.cookie);
    await cancel(ctx(), member);

    const attempts = [
      { method: 'POST', path: '/api/sermons/generate', body: GENERATE },
      { method: 'PUT', path: `/api/sermons/${sermon.id}`, body: { document: { ...sermon.document, title: 'Edited after cancel' }, revision: sermon.revision } },
      { method: 'GET', path: `/api/sermons/${sermon.id}/generated` },
      { method: 'GET', path: `/api/sermons/${sermon.id}/preach` },
    ];
    for (const attempt of attempts) {
      const english = await request(ctx(), attempt.path, member.cookie, attempt);
      expect({ ...attempt, status: english.status, body: await english.json() }).toEqual({
        ...attempt,
        status: 403,
        body: { error: 'An active subscription is required to prepare, edit or preach sermons. Your saved sermons can still be read and downloaded.', code: 'SUBSCRIPTION_REQUIRED' },
      });
      const spanish = await request(ctx(), attempt.path, member.cookie, { ...attempt, language: 'es' });
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

    const read = await request(ctx(), `/api/sermons/${theirs.id}`, member.cookie);
    expect(read.status).toBe(404);
    expect(await read.json()).toEqual({ error: 'Sermon not found.' });
    expect((await request(ctx(), `/api/sermons/${theirs.id}`, member.cookie, { method: 'DELETE' })).status).toBe(404);
    const list = sermonListPageSchema.parse(await (await request(ctx(), '/api/sermons?q=shepherd', member.cookie)).json());
    expect(list.sermons).toEqual([]);
    expect(await sermonCount(ctx(), other.userId)).toBe(1);
  });

  it('may delete their own sermon (it is their data), and it is gone', async () => {
    const member = await subscribedMember(ctx());
    const sermon = await generate(ctx(), member.cookie);
    await cancel(ctx(), member);
    expect((await request(ctx(), `/api/sermons/${sermon.id}`, member.cookie, { method: 'DELETE' })).status).toBe(204);
    expect((await request(ctx(), `/api/sermons/${sermon.id}`, member.cookie)).status).toBe(404);
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
    expect((await request(ctx(), `/api/sermons/${sermon.id}`, member.cookie)).status).toBe(200);
    expect((await request(ctx(), '/api/sermons/generate', member.cookie, { method: 'POST', body: GENERATE })).status).toBe(403);
  });

  it('still needs a session for every route (401)', async () => {
    for (const [method, path] of [['GET', '/api/sermons'], ['GET', '/api/sermons/x'], ['DELETE', '/api/sermons/x'], ['GET', '/api/sermons/x/preach']] as const) {
      const response = await request(ctx(), path, '', { method });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });

  it('a subscriber and an admin may open the preaching copy of their own sermon, not of another member', async () => {
    const member = await subscribedMember(ctx());
    const sermon = await generate(ctx(), member.cookie);
    const preach = await request(ctx(), `/api/sermons/${sermon.id}/preach`, member.cookie);
    expect(preach.status).toBe(200);
    expect(preach.headers.get('cache-control')).toContain('no-store');
    expect(sermonResponseSchema.parse(await preach.json()).document).toEqual(sermon.document);
    const other = await subscribedMember(ctx());
    expect((await request(ctx(), `/api/sermons/${sermon.id}/preach`, other.cookie)).status).toBe(404);
    const admin = await signUpMember(ctx(), { admin: true });
    const own = await generate(ctx(), admin.cookie);
    expect((await request(ctx(), `/api/sermons/${own.id}/preach`, admin.cookie)).status).toBe(200);
    expect((await request(ctx(), `/api/sermons/${sermon.id}/preach`, admin.cookie)).status).toBe(404);
  });
}, { env: { TRUST_PROXY: 'true' } });

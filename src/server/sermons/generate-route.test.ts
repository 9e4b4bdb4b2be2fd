import { expect, it } from 'vitest';
import { signUp, signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, jsonRequest, type TestContext } from '#tests/support/test-app.ts';
import { sseEvents } from '#tests/support/reliability-http.ts';
import type { Sermon } from '#shared/sermon.ts';
import type { PartialSermonDocument } from '#shared/sermon-document.ts';
import { applyDraftDelta } from '#shared/sermon-draft-delta.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { sermonListPageSchema } from '#shared/sermon.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

const body = { title: '', scripture: 'Acts 2:38', audienceType: 'evangelistic', language: 'en', languageStyle: 'standard' };

const generate = (ctx: TestContext, cookie: string, payload: unknown = body, headers: Record<string, string> = {}) =>
  ctx.app.request(apiUrls.sermons.generate.$url(), { ...jsonRequest(payload), headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers } });

const count = async (ctx: TestContext, userId: string) =>
  Number((await ctx.database.db.selectFrom('sermons').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

describeEachDatabase('POST /api/sermons/generate', (ctx) => {
  it('needs a session (401) and a subscription or admin (403)', async () => {
    expect((await generate(ctx(), '')).status).toBe(401);
    const { cookie } = await signUp(ctx());
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'An active subscription is required to prepare, edit or preach sermons. Your saved sermons can still be read and downloaded.',
      code: 'SUBSCRIPTION_REQUIRED',
    });
  });

  it('writes the sermon, saves it for the user and answers it with its id', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(201);
    const sermon = await bodyOf(response, sermonResponseSchema);
    expect(sermon).toMatchObject({ mainScripture: 'Acts 2:38', audienceType: 'evangelistic', engine: 'offline' });
    expect(sermon.points).toHaveLength(3);
    expect(await count(ctx(), userId)).toBe(1);
    const listed = await bodyOf((await ctx().app.request(apiUrls.sermons.$url(), { headers: { Cookie: cookie } })), sermonListPageSchema);
    expect(listed.sermons.map((s) => s.id)).toEqual([sermon.id]);
  });

  it.each([
    ['no theme or verse', { ...body, scripture: '' }, 'title', 'theme_required'],
    ['a theme over 300 characters', { ...body, scripture: '', title: 'x'.repeat(301) }, 'title', 'theme_too_long'],
    ['an unknown audience', { ...body, audienceType: 'pets' }, 'audienceType', 'invalid_audience'],
    ['an unknown style', { ...body, languageStyle: 'poetic' }, 'languageStyle', 'invalid_style'],
    ['an unknown language', { ...body, language: 'fr' }, 'language', 'invalid_language'],
    ['a number as theme', { ...body, title: 42 }, 'title', 'invalid_theme'],
  ])('refuses %s with 400 and the field', async (_, payload, field, code) => {
    const { cookie, userId } = await signUpMember(ctx());
    const response = await generate(ctx(), cookie, payload);
    expect(response.status).toBe(400);
    expect((await bodyOf(response, apiErrorSchema)).fields?.[field]).toBe(code);
    expect(await count(ctx(), userId)).toBe(0);
  });

  it('answers 422 in the page language for a passage that does not exist, and saves nothing', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const response = await generate(ctx(), cookie, { ...body, scripture: 'Juan 99:99', language: 'es' }, { 'Accept-Language': 'es' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Ese pasaje no existe en la Biblia.' });
    expect(await count(ctx(), userId)).toBe(0);
  });

  it('runs one generation at a time per user (429)', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    await ctx().database.db.insertInto('generation_locks').values({ user_id: userId, started_at: Date.now() }).execute();
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ error: 'A sermon is already being prepared. Please wait for it to finish.' });
    const inSpanish = await generate(ctx(), cookie, body, { 'Accept-Language': 'es' });
    expect(inSpanish.status).toBe(429);
    expect(inSpanish.headers.get('retry-after')).toBe('5');
    expect(await inSpanish.json()).toEqual({ error: 'Ya se está preparando un sermón. Espere a que termine.' });
    // A lock left by a process that died long ago does not block the user.
    await ctx().database.db.updateTable('generation_locks').set({ started_at: Date.now() - 10 * 60_000 }).where('user_id', '=', userId).execute();
    expect((await generate(ctx(), cookie)).status).toBe(201);
    expect(await ctx().database.db.selectFrom('generation_locks').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
  });

  it('streams the draft as deltas, section by section, and then the saved sermon', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const response = await generate(ctx(), cookie, { ...body, scripture: '', title: 'Holiness', language: 'es' }, { Accept: 'text/event-stream' });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    const events = sseEvents(text).map((e) => ({ event: e.event, data: JSON.parse(e.data) as unknown }));
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect(events.at(-1)!.event).toBe('sermon');
    // The browser rebuilds the draft from the deltas: it is the sermon that was saved.
    const draft = deltas.reduce<PartialSermonDocument>((so, delta) => applyDraftDelta(so, delta.data), {});
    const final = events.at(-1)!.data as Sermon;
    // The same passage, word for word; the saved one also says where its verses begin (issue 26).
    const { verseStarts: _starts, ...mainPassage } = final.document.mainPassage;
    expect(draft).toMatchObject({ title: final.document.title, introduction: final.document.introduction, mainPassage });
    expect(draft.points?.map((point) => point.heading)).toEqual(final.document.points.map((point) => point.heading));
    expect(final.language).toBe('es');
    expect(await count(ctx(), userId)).toBe(1);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('generation limits and failures', (ctx) => {
  it('stops at the daily quota (429)', async () => {
    const { cookie } = await signUpMember(ctx());
    expect((await generate(ctx(), cookie)).status).toBe(201);
    expect((await generate(ctx(), cookie, { ...body, scripture: 'John 3:16' })).status).toBe(201);
    const third = await generate(ctx(), cookie, { ...body, scripture: 'Romans 6:23' });
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: 'You have reached the daily limit of sermons. Please try again tomorrow.' });
  });
}, { env: { TRUST_PROXY: 'true', SERMON_DAILY_QUOTA: '2' } });

describeEachDatabase('an engine that fails', (ctx) => {
  it("answers 'Failed to generate sermon', saves nothing and frees the user's lock", async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Failed to generate sermon' });
    expect(await count(ctx(), userId)).toBe(0);
    expect(await ctx().database.db.selectFrom('generation_locks').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
  });
}, { env: { TRUST_PROXY: 'true' }, engine: { name: 'broken', computesHere: false, generate: () => Promise.reject(new Error('model unavailable')) } });

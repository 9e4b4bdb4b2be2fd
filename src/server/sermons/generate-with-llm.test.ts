import { afterAll, beforeEach, expect, it } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { startFakeOpenAi } from '#tests/support/fake-openai-server.ts';
import { describeEachDatabase, jsonRequest, type TestContext } from '#tests/support/test-app.ts';
import { GRACE_DRAFT } from '#tests/support/llm-draft.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const draft = GRACE_DRAFT;

const generate = (ctx: TestContext, cookie: string) =>
  ctx.app.request('/api/sermons/generate', {
    ...jsonRequest({ title: 'Grace', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' }),
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
  });
const saved = async (ctx: TestContext, userId: string) =>
  (await ctx.database.db.selectFrom('sermons').select('document').where('user_id', '=', userId).execute()).map((row) => {
    const document = JSON.parse(row.document) as { engine: string; title: string };
    return { engine: document.engine, title: document.title };
  });

describeEachDatabase('generation with the openai engine', (ctx) => {
  beforeEach(() => {
    fake.replies.length = 0;
  });

  it('saves the model’s sermon with the engine named', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    fake.replies.push({ kind: 'object', value: draft });
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(201);
    expect(await saved(ctx(), userId)).toEqual([{ engine: 'openai', title: 'Grace that saves' }]);
  });

  it('answers a clear error and saves nothing when the model fails', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    fake.replies.push({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Failed to generate sermon' });
    expect(await saved(ctx(), userId)).toEqual([]);
  });

  it('answers a localized 502, never a 500, and saves nothing when the model twice returns two points', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const twoPoints = { ...draft, points: draft.points.slice(0, 2) };
    fake.replies.push({ kind: 'object', value: twoPoints }, { kind: 'object', value: twoPoints });
    const response = await ctx().app.request('/api/sermons/generate', {
      ...jsonRequest({ title: 'Gracia', scripture: '', audienceType: 'general', language: 'es', languageStyle: 'standard' }),
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Accept-Language': 'es' },
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'No se pudo generar el sermón' });
    expect(await saved(ctx(), userId)).toEqual([]);
  });

  it('refuses, with a localized 502, a Trinitarian altar call the model does not repair; nothing saved', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const trinitarian = { ...draft, conclusion: 'One God in Three Persons calls you: be baptized in the name of the Father, and of the Son, and of the Holy Spirit.' };
    fake.replies.push({ kind: 'object', value: trinitarian }, { kind: 'object', value: trinitarian });
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'The model’s sermon did not pass the doctrine, altar-call and language checks, even after a correction. Nothing was saved; please try again.' });
    expect(await saved(ctx(), userId)).toEqual([]);
  });

  it('saves no invented reference from the prose or the title', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    fake.replies.push({ kind: 'object', value: { ...draft, title: 'The Promise of Hezekiah 3:16', introduction: 'Grace is the favour of God. Jesus says in John 3:99 that the faithful will prosper.' } });
    const response = await generate(ctx(), cookie);
    expect(response.status).toBe(201);
    const rows = await ctx().database.db.selectFrom('sermons').select('document').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.document).not.toMatch(/Hezekiah|3:99/);
    expect(await saved(ctx(), userId)).toEqual([{ engine: 'openai', title: 'The Promise' }]);
  });

  it('refuses a passage that does not exist before asking the model (422, localized, no quota spent)', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const requests = fake.requests.length;
    const response = await ctx().app.request('/api/sermons/generate', {
      ...jsonRequest({ title: '', scripture: 'Ezequías 1:1', audienceType: 'general', language: 'es', languageStyle: 'standard' }),
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Accept-Language': 'es' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Ese pasaje no existe en la Biblia.' });
    expect(fake.requests.length).toBe(requests);
    expect(await ctx().database.db.selectFrom('sermon_generations').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
    expect(await saved(ctx(), userId)).toEqual([]);
  });
}, { env: { TRUST_PROXY: 'true', SERMON_ENGINE: 'openai', AI_MODEL: 'fake-model', AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '5000' } });

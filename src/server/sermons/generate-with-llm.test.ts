import { afterAll, beforeEach, expect, it } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { sseEvents } from '#tests/support/reliability-http.ts';
import { startFakeOpenAi } from '#tests/support/fake-openai-server.ts';
import { describeEachDatabase, jsonRequest, type TestContext } from '#tests/support/test-app.ts';
import { GRACE_DRAFT, NEW_BIRTH_DRAFT_ES } from '#tests/support/llm-draft.ts';
import { composerText } from '#server/content/content-files.ts';
import { apiMessage } from '#server/i18n/api-messages.ts';
import { DRAFT_CHAR_LIMIT } from '#server/generation/llm/llm-engine.ts';
import type { Sermon } from '#shared/sermon.ts';
import { SERMON_LIMITS } from '#shared/sermon-limits.ts';
import type { PartialSermonDocument, SermonDocument } from '#shared/sermon-document.ts';
import { applyDraftDelta, draftDeltaSchema } from '#shared/sermon-draft-delta.ts';
import { apiUrls } from '#tests/support/api-client.ts';

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

const draft = GRACE_DRAFT;

/** POST /api/sermons/generate in the pastor's language; as a stream of events when `stream`. */
const generateIn = (ctx: TestContext, cookie: string, { title, scripture = '', language }: { title: string; scripture?: string; language: 'en' | 'es' }, stream = false) =>
  ctx.app.request(apiUrls.sermons.generate.$url(), {
    ...jsonRequest({ title, scripture, audienceType: 'general', language, languageStyle: 'standard' }),
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Accept-Language': language, ...(stream ? { Accept: 'text/event-stream' } : {}) },
  });
const generate = (ctx: TestContext, cookie: string) => generateIn(ctx, cookie, { title: 'Grace', language: 'en' });
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
    const response = await generateIn(ctx(), cookie, { title: 'Gracia', language: 'es' });
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

  for (const [language, theme, base, note] of [
    ['en', 'Grace', draft, "The app added its altar call because the draft's did not call to repentance, baptism in Jesus' name and the Holy Ghost."],
    ['es', 'Nacer de nuevo', NEW_BIRTH_DRAFT_ES, 'La aplicación añadió su llamado al altar porque el del borrador no llamaba al arrepentimiento, al bautismo en el nombre de Jesús y al Espíritu Santo.'],
  ] as const) {
    it(`saves the sermon with the app’s own altar call appended when the model twice leaves it out, and says so in the notes (${language})`, async () => {
      const { cookie, userId } = await signUpMember(ctx());
      const noCall = { ...base, conclusion: language === 'es' ? 'Gracias por escuchar.' : 'Thank you for listening. Have a blessed week.' };
      fake.replies.push({ kind: 'object', value: noCall }, { kind: 'object', value: noCall });
      const response = await generateIn(ctx(), cookie, { title: theme, language });
      expect(response.status).toBe(201);
      const rows = await ctx().database.db.selectFrom('sermons').select('document').where('user_id', '=', userId).execute();
      const document = JSON.parse(rows[0]!.document) as SermonDocument;
      expect(document.notes).toBe(note);
      expect(document.conclusion.startsWith(`${noCall.conclusion}\n`)).toBe(true);
      expect(composerText(language).altarCall.standard.formal).toContain(document.conclusion.split('\n')[1]);
    });

    it(`refuses, with a localized 502, a section that every sentence emptied twice; nothing saved (${language})`, async () => {
      const { cookie, userId } = await signUpMember(ctx());
      const invented = { ...base, introduction: language === 'es' ? 'Como declara Ezequías 3:16, los fieles prosperan.' : 'As Hezekiah 3:16 declares, the faithful prosper.' };
      fake.replies.push({ kind: 'object', value: invented }, { kind: 'object', value: invented });
      const response = await generateIn(ctx(), cookie, { title: theme, language });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: apiMessage(language, 'draft_section_empty') });
      expect(await saved(ctx(), userId)).toEqual([]);
    });
  }

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
    const response = await generateIn(ctx(), cookie, { title: '', scripture: 'Ezequías 1:1', language: 'es' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Ese pasaje no existe en la Biblia.' });
    expect(fake.requests.length).toBe(requests);
    expect(await ctx().database.db.selectFrom('sermon_generations').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
    expect(await saved(ctx(), userId)).toEqual([]);
  });

  it('streams a 24 KB introduction, token by token, as deltas: its words sent once, the checked sermon saved', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sentence = 'Grace is the favour of God, given to those who could never earn it. ';
    const introduction = sentence.repeat(Math.ceil(24_000 / sentence.length)).slice(0, 24_000);
    fake.replies.push({ kind: 'object', value: { ...draft, introduction }, chunks: 6_000 });
    const response = await generateIn(ctx(), cookie, { title: 'Grace', language: 'en' }, true);
    const events = sseEvents(await response.text());
    const deltas = events.filter((event) => event.event === 'delta');
    const rebuilt = deltas.reduce<PartialSermonDocument>((so, event) => applyDraftDelta(so, JSON.parse(event.data)), {});
    // The preview shows what a document can hold of a section (the checked sermon is cut further).
    expect(rebuilt).toMatchObject({ title: draft.title, introduction: introduction.slice(0, SERMON_LIMITS.section), conclusion: draft.conclusion });
    // Each word of the draft once (snapshots sent it again with every event: 78 MB in issue 19).
    expect(deltas.reduce((bytes, event) => bytes + event.data.length, 0)).toBeLessThan(2 * 24_000);
    const sermon = JSON.parse(events.at(-1)!.data) as Sermon;
    expect(events.at(-1)!.event).toBe('sermon');
    // The saved sermon is the checked one: the introduction cut at a sentence end within its limit.
    expect(sermon.document.introduction.split('\n')[0]!.length).toBeLessThanOrEqual(4000);
    expect(await saved(ctx(), userId)).toEqual([{ engine: 'openai', title: draft.title }]);
  });

  it('previews a draft that arrives at once, a section longer than a document holds included, without losing the title', async () => {
    const { cookie } = await signUpMember(ctx());
    const introduction = 'Grace is the favour of God. '.repeat(1_000);
    fake.replies.push({ kind: 'object', value: { ...draft, introduction }, chunks: 1 });
    const response = await generateIn(ctx(), cookie, { title: 'Grace', language: 'en' }, true);
    const events = sseEvents(await response.text());
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.every((event) => draftDeltaSchema.safeParse(JSON.parse(event.data)).success)).toBe(true);
    const rebuilt = deltas.reduce<PartialSermonDocument>((so, event) => applyDraftDelta(so, JSON.parse(event.data)), {});
    expect(rebuilt).toMatchObject({ title: draft.title, introduction: introduction.slice(0, SERMON_LIMITS.section), conclusion: draft.conclusion });
    expect(events.at(-1)!.event).toBe('sermon');
  });

  it('stops a runaway model (2 MB, one token at a time) and tells the pastor in Spanish; nothing saved', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    fake.replies.push({ kind: 'runaway', bytes: 2_000_000 });
    const response = await generateIn(ctx(), cookie, { title: 'Gracia', language: 'es' }, true);
    const body = await response.text();
    const events = sseEvents(body);
    expect(events.at(-1)).toEqual({ event: 'error', data: JSON.stringify({ error: 'El modelo escribió mucho más que un sermón y se detuvo. No se guardó nada; intente de nuevo.' }) });
    expect(body.length).toBeLessThan(2 * DRAFT_CHAR_LIMIT);
    expect(await saved(ctx(), userId)).toEqual([]);
  });
}, { env: { TRUST_PROXY: 'true', SERMON_ENGINE: 'openai', AI_MODEL: 'fake-model', AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '20000' } });

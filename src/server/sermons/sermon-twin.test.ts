import { afterAll, beforeEach, expect, it } from 'vitest';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { bibleFor } from '#server/bible/bible-text.ts';
import { preachingLibrary } from '#server/library/preaching-library.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { expectBibleText } from '#tests/support/bible-text.ts';
import { startFakeOpenAi } from '#tests/support/fake-openai-server.ts';
import { NEW_BIRTH_DRAFT, NEW_BIRTH_DRAFT_ES } from '#tests/support/llm-draft.ts';
import { apiOf, bodyOf, browser } from '#tests/support/api-client.ts';
import { describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import { saveGeneratedSermon } from './sermon-repository.ts';

const generate = async (ctx: TestContext, cookie: string, request: Partial<GenerateRequest>) => {
  const response = await apiOf(ctx).sermons.generate.$post({ json: { title: '', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard', ...request } }, browser(cookie));
  expect(response.status).toBe(201);
  return await bodyOf(response, sermonResponseSchema);
};
const askTwin = (ctx: TestContext, cookie: string, id: string, language: 'en' | 'es' = 'en') =>
  apiOf(ctx).sermons[':id'].twin.$post({ param: { id } }, browser(cookie, { Origin: 'http://localhost:3000', 'Accept-Language': language }));
const read = async (ctx: TestContext, cookie: string, id: string) => await bodyOf(await apiOf(ctx).sermons[':id'].$get({ param: { id } }, browser(cookie)), sermonResponseSchema);
const count = async (ctx: TestContext, table: 'sermons' | 'sermon_generations', userId: string) =>
  Number((await ctx.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

/** Every passage of a document with where it stands. */
const passagesOf = (document: SermonDocument): Array<[string, SermonPassage | null]> => [['main', document.mainPassage], ...document.points.map((point, i): [string, SermonPassage | null] => [`point ${i + 1}`, point.passage])];

/** The twin holds the other Bible's words for every passage of the original, point by point. */
function expectSamePassagesInOtherBible(original: SermonDocument, twin: SermonDocument, expectedReferences?: Array<string | null>) {
  const a = passagesOf(original);
  const b = passagesOf(twin);
  expect(b.map(([where]) => where)).toEqual(a.map(([where]) => where));
  b.forEach(([where, passage], i) => {
    expect(passage === null, where).toBe(a[i]![1] === null);
    if (!passage) return;
    if (expectedReferences) expect(passage.reference, where).toBe(expectedReferences[i]);
    expectBibleText(passage.reference, twin.language, passage.text, `${where}: ${passage.reference}`);
  });
}

describeEachDatabase('the twin in the other language (offline engine)', (ctx) => {
  it('answers 201 with the Spanish twin, then 200 with the same twin; both name each other, and the twin of the twin is the original', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const original = await generate(ctx(), cookie, { scripture: 'Romans 5:1-5' });
    const first = await askTwin(ctx(), cookie, original.id);
    expect(first.status).toBe(201);
    const twin = await bodyOf(first, sermonResponseSchema);
    expect(twin.language).toBe('es');
    expect(twin.document.language).toBe('es');
    expect(twin.twinId).toBe(original.id);
    expect(twin.document.audienceType).toBe(original.document.audienceType);
    expect(twin.document.languageStyle).toBe(original.document.languageStyle);
    expect(twin.document.provenance).toEqual(original.document.provenance);
    expect((await read(ctx(), cookie, original.id)).twinId).toBe(twin.id);
    expectSamePassagesInOtherBible(original.document, twin.document);
    expect(twin.mainScripture).toBe('Romanos 5:1-5');

    const again = await askTwin(ctx(), cookie, original.id);
    expect(again.status).toBe(200);
    expect((await bodyOf(again, sermonResponseSchema)).id).toBe(twin.id);
    const ofTwin = await askTwin(ctx(), cookie, twin.id);
    expect(ofTwin.status).toBe(200);
    expect((await bodyOf(ofTwin, sermonResponseSchema)).id).toBe(original.id);
    // One generation and one twin, whatever was asked after.
    expect(await count(ctx(), 'sermon_generations', userId)).toBe(2);
    expect(await count(ctx(), 'sermons', userId)).toBe(2);
  });

  it('quotes the other Bible by its own numbering: Jonah 1:17 in English is Jonás 2:1 in Spanish', async () => {
    const { cookie } = await signUpMember(ctx());
    const original = await generate(ctx(), cookie, { scripture: 'Jonah 1:17' });
    const twin = await bodyOf(await askTwin(ctx(), cookie, original.id), sermonResponseSchema);
    expect(twin.document.mainPassage.reference).toBe('Jonás 2:1');
    expect(twin.document.mainPassage.text).toBe(bibleFor('es').verse('Jonah', 2, 1));
    expectSamePassagesInOtherBible(original.document, twin.document);
  });

  it('makes the English twin of a Spanish sermon, with the KJV’s words', async () => {
    const { cookie } = await signUpMember(ctx());
    const original = await generate(ctx(), cookie, { scripture: 'Hechos 2:38', language: 'es', audienceType: 'youth' });
    const twin = await bodyOf(await askTwin(ctx(), cookie, original.id, 'es'), sermonResponseSchema);
    expect(twin.language).toBe('en');
    expect(twin.document.audienceType).toBe('youth');
    expect(twin.document.mainPassage).toEqual({ reference: 'Acts 2:38', text: bibleFor('en').verse('Acts', 2, 38) });
    expectSamePassagesInOtherBible(original.document, twin.document);
  });

  it('takes a library sermon’s entry in the other language, for the same occasion', async () => {
    const { cookie } = await signUpMember(ctx());
    const original = await generate(ctx(), cookie, { title: 'Funeral service for a faithful mother' });
    expect(original.document.provenance?.outline.kind).toBe('library');
    const twin = await bodyOf(await askTwin(ctx(), cookie, original.id), sermonResponseSchema);
    expect(twin.document.provenance).toEqual(original.document.provenance);
    const library = preachingLibrary();
    const outline = original.document.provenance!.outline;
    const entry = library.entryById(outline.kind === 'library' ? outline.entryId : '')!.entry;
    const funeral = library.occasions.find((occasion) => original.document.introduction.startsWith(occasion.opening.en))!;
    expect(funeral).toBeDefined();
    expect(twin.document.introduction.startsWith(funeral.opening.es)).toBe(true);
    expect(twin.document.points.map((point) => point.heading)).toEqual(entry.movements.map((movement) => movement.heading.es));
    expectSamePassagesInOtherBible(original.document, twin.document);
  });

  it('follows the outline as the pastor edited it, and editing either never changes the other', async () => {
    const { cookie } = await signUpMember(ctx());
    const original = await generate(ctx(), cookie, { scripture: 'John 3:16' });
    // The pastor drops the last point and adds one on Jonah 1:17 before asking for the twin.
    const edited: SermonDocument = {
      ...original.document,
      points: [...original.document.points.slice(0, 2), { heading: 'The sign of Jonah', passage: { reference: 'Jonah 1:17', text: '' }, explanation: 'Three days and three nights.', application: 'Trust the risen Lord.' }],
    };
    const put = await apiOf(ctx()).sermons[':id'].$put({ param: { id: original.id }, json: { document: edited, revision: original.revision } }, browser(cookie, { Origin: 'http://localhost:3000' }));
    expect(put.status).toBe(200);
    const saved = await bodyOf(put, sermonResponseSchema);
    const twin = await bodyOf(await askTwin(ctx(), cookie, original.id), sermonResponseSchema);
    expect(twin.document.points).toHaveLength(3);
    expectSamePassagesInOtherBible(saved.document, twin.document, [twin.document.mainPassage.reference, ...saved.document.points.map((point, i) => (i === 2 ? 'Jonás 2:1' : (point.passage?.reference.replace('John', 'Juan') ?? null)))]);
    // The added point is written in Spanish on its passage, not carried over in English.
    expect(twin.document.points[2]!.heading).not.toContain('sign of Jonah');
    expect(twin.document.points[2]!.explanation).not.toBe('');

    const twinEdit = await apiOf(ctx()).sermons[':id'].$put({ param: { id: twin.id }, json: { document: { ...twin.document, title: 'Mi título' }, revision: twin.revision } }, browser(cookie, { Origin: 'http://localhost:3000' }));
    expect(twinEdit.status).toBe(200);
    const after = await read(ctx(), cookie, original.id);
    expect(after.document).toEqual(saved.document);
    expect(after.revision).toBe(saved.revision);
    expect(after.twinId).toBe(twin.id);
    expect((await read(ctx(), cookie, twin.id)).title).toBe('Mi título');
  });

  it('answers 404 for another member’s sermon and changes nothing', async () => {
    const owner = await signUpMember(ctx());
    const stranger = await signUpMember(ctx());
    const original = await generate(ctx(), owner.cookie, { scripture: 'Psalm 23' });
    const response = await askTwin(ctx(), stranger.cookie, original.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Sermon not found.' });
    expect((await read(ctx(), owner.cookie, original.id)).twinId).toBeNull();
    expect(await count(ctx(), 'sermons', stranger.userId)).toBe(0);
    expect(await count(ctx(), 'sermon_generations', stranger.userId)).toBe(0);
  });

  it('lets a twin be made again once the twin is deleted', async () => {
    const { cookie } = await signUpMember(ctx());
    const original = await generate(ctx(), cookie, { scripture: 'Psalm 23' });
    const twin = await bodyOf(await askTwin(ctx(), cookie, original.id), sermonResponseSchema);
    expect((await apiOf(ctx()).sermons[':id'].$delete({ param: { id: twin.id } }, browser(cookie, { Origin: 'http://localhost:3000' }))).status).toBe(204);
    expect((await read(ctx(), cookie, original.id)).twinId).toBeNull();
    const again = await askTwin(ctx(), cookie, original.id);
    expect(again.status).toBe(201);
    expect((await bodyOf(again, sermonResponseSchema)).id).not.toBe(twin.id);
  });

  it('needs a subscription, and counts against the daily quota', async () => {
    const unsubscribed = await signUpMember(ctx(), { subscribed: false });
    expect((await askTwin(ctx(), unsubscribed.cookie, 'any')).status).toBe(403);
    const { cookie, userId } = await signUpMember(ctx());
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await generate(ctx(), cookie, { scripture: `Psalm ${i + 1}` })).id);
    const refused = await askTwin(ctx(), cookie, ids[0]!, 'es');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'Alcanzó el límite diario de sermones. Inténtelo de nuevo mañana.' });
    expect(await count(ctx(), 'sermons', userId)).toBe(4);
    expect((await read(ctx(), cookie, ids[0]!)).twinId).toBeNull();
  });

  it('refuses the twin of a model’s sermon when no model is configured: a clear message, nothing saved or counted', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const generated = await generate(ctx(), cookie, { scripture: 'John 3:5' });
    const modelSermon = await saveGeneratedSermon(ctx().database.db, userId, { ...generated.document, engine: 'openai', provenance: { outline: { kind: 'model' } } });
    const before = { sermons: await count(ctx(), 'sermons', userId), generations: await count(ctx(), 'sermon_generations', userId) };
    for (const [language, message] of [
      ['en', 'This sermon was written by a language model, and this server has no model configured, so its twin in the other language cannot be written now. Nothing was saved or counted.'],
      ['es', 'Este sermón lo escribió un modelo de lenguaje, y este servidor no tiene ningún modelo configurado; por eso ahora no se puede escribir su versión en el otro idioma. No se guardó ni se contó nada.'],
    ] as const) {
      const response = await askTwin(ctx(), cookie, modelSermon.id, language);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: message, code: 'TWIN_ENGINE_UNAVAILABLE' });
    }
    expect({ sermons: await count(ctx(), 'sermons', userId), generations: await count(ctx(), 'sermon_generations', userId) }).toEqual(before);
    expect((await read(ctx(), cookie, modelSermon.id)).twinId).toBeNull();
  });
}, { env: { TRUST_PROXY: 'true', SERMON_DAILY_QUOTA: '4' } });

const fake = await startFakeOpenAi();
afterAll(() => fake.close());

describeEachDatabase('the twin of a model’s sermon', (ctx) => {
  beforeEach(() => {
    fake.replies.length = 0;
  });

  it('is written by the model in the other language, on the original’s passages from the other Bible', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    fake.replies.push({ kind: 'object', value: NEW_BIRTH_DRAFT });
    const original = await generate(ctx(), cookie, { scripture: 'John 3:5' });
    expect(original.engine).toBe('openai');
    // The model cites the Spanish passages itself; the twin keeps the original's outline either way.
    fake.replies.push({ kind: 'object', value: { ...NEW_BIRTH_DRAFT_ES, points: NEW_BIRTH_DRAFT_ES.points.map((point) => ({ ...point, reference: 'Romanos 6:4' })) } });
    const response = await askTwin(ctx(), cookie, original.id);
    expect(response.status).toBe(201);
    const twin = await bodyOf(response, sermonResponseSchema);
    expect(twin.engine).toBe('openai');
    expect(twin.language).toBe('es');
    expect(twin.document.points.map((point) => point.heading)).toEqual(NEW_BIRTH_DRAFT_ES.points.map((point) => point.heading));
    expectSamePassagesInOtherBible(original.document, twin.document, ['Juan 3:5', 'Juan 3:3', 'Hechos 2:38', '2 Corintios 5:17']);
    // The model was told the outline, in Spanish, in order.
    const asked = JSON.stringify(fake.requests.at(-1));
    expect(asked).toContain('1. Juan 3:3');
    expect(asked).toContain('3. 2 Corintios 5:17');
    expect(await count(ctx(), 'sermon_generations', userId)).toBe(2);
  });

  it('saves nothing and counts nothing when the model fails', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    fake.replies.push({ kind: 'object', value: NEW_BIRTH_DRAFT });
    const original = await generate(ctx(), cookie, { scripture: 'John 3:5' });
    fake.replies.push({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const response = await askTwin(ctx(), cookie, original.id);
    expect(response.status).toBe(502);
    expect(await count(ctx(), 'sermons', userId)).toBe(1);
    expect(await count(ctx(), 'sermon_generations', userId)).toBe(1);
    expect((await read(ctx(), cookie, original.id)).twinId).toBeNull();
  });
}, { env: { TRUST_PROXY: 'true', SERMON_ENGINE: 'openai', AI_MODEL: 'fake-model', AI_BASE_URL: fake.baseUrl, AI_TIMEOUT_MS: '20000' } });

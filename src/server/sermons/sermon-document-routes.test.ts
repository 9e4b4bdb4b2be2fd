import { expect, it } from 'vitest';
import { generatedSermonResponseSchema, sermonResponseSchema, type Sermon } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { bibleFor } from '../bible/bible-text.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, jsonRequest, type TestContext } from '#tests/support/test-app.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { sermonConflictSchema } from '#shared/sermon.ts';
import { sermonListPageSchema } from '#shared/sermon.ts';
import { apiOf, apiUrls, bodyOf, browser } from '#tests/support/api-client.ts';

const GENERATE = { title: '', scripture: 'Acts 2:38', audienceType: 'general', language: 'en', languageStyle: 'standard' };

async function generated(ctx: TestContext, cookie: string, body: object = GENERATE): Promise<Sermon> {
  const response = await ctx.app.request(apiUrls.sermons.generate.$url(), { ...jsonRequest(body), headers: { 'Content-Type': 'application/json', Cookie: cookie } });
  expect(response.status).toBe(201);
  return sermonResponseSchema.parse(await response.json());
}

const read = (ctx: TestContext, cookie: string, id: string) => ctx.app.request(apiUrls.sermons[':id'].$url({ param: { id: id } }), { headers: { Cookie: cookie } });

const put = (ctx: TestContext, cookie: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.request(apiUrls.sermons[':id'].$url({ param: { id: id } }), { method: 'PUT', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers } });

const storedDocuments = async (ctx: TestContext, id: string) => {
  const row = await ctx.database.db.selectFrom('sermons').select(['document', 'generated_document', 'revision', 'title', 'main_scripture']).where('id', '=', id).executeTakeFirstOrThrow();
  return { ...row, document: JSON.parse(row.document) as SermonDocument, generated: JSON.parse(row.generated_document) as SermonDocument, revision: Number(row.revision) };
};

describeEachDatabase('the sermon document: GET and PUT /api/sermons/:id', (ctx) => {
  it('answers the document with its revision, and the flat fields derived from it', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    const response = await read(ctx(), cookie, sermon.id);
    expect(response.status).toBe(200);
    const body = sermonResponseSchema.parse(await response.json());
    expect(body.revision).toBe(1);
    expect(body.document).toMatchObject({ schemaVersion: 1, mainPassage: { reference: 'Acts 2:38', text: bibleFor('en').verse('Acts', 2, 38) }, notes: '', engine: 'offline' });
    expect(body.document.points).toHaveLength(3);
    expect(body.mainScripture).toBe('Acts 2:38');
    // A point on a clause of the main verse has no passage line (the verse is read above); one with a passage shows it under the heading.
    body.document.points.forEach((point, index) => {
      const next = point.passage ? `${point.passage.reference} — “` : point.explanation.split('\n')[0]!;
      expect(body.points[index]!.startsWith(`${point.heading}\n${next}`)).toBe(true);
    });
  });

  it('answers a passage of several verses with where each verse begins, worked out on reading and never stored (issue 26)', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie, { ...GENERATE, scripture: 'Psalm 23:1-6' });
    const kjv = bibleFor('en');
    const starts = sermon.document.mainPassage.verseStarts!;
    expect(starts.map((start) => start.verse)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const start of starts) expect(sermon.document.mainPassage.text.slice(start.at).startsWith(kjv.verse('Ps', 23, start.verse)!)).toBe(true);
    const body = sermonResponseSchema.parse(await (await read(ctx(), cookie, sermon.id)).json());
    expect(body.document.mainPassage).toEqual(sermon.document.mainPassage);
    const stored = await storedDocuments(ctx(), sermon.id);
    expect(stored.document.mainPassage).not.toHaveProperty('verseStarts');
    expect(stored.generated.mainPassage).not.toHaveProperty('verseStarts');

    // Sent back with forged starts, the document is saved without them and answered with the Bible's.
    const forged = { ...body.document, mainPassage: { ...body.document.mainPassage, verseStarts: [{ chapter: 23, verse: 1, at: 0 }, { chapter: 23, verse: 2, at: 3 }] } };
    const saved = sermonResponseSchema.parse(await (await put(ctx(), cookie, sermon.id, { document: forged, revision: 1 })).json());
    expect(saved.document.mainPassage.verseStarts).toEqual(starts);
    expect((await storedDocuments(ctx(), sermon.id)).document.mainPassage).not.toHaveProperty('verseStarts');
  });

  it('saves an edited document as revision + 1, with every passage text from the Bible data, never the client', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    const edited: SermonDocument = {
      ...sermon.document,
      title: 'My own title',
      mainPassage: { reference: 'john 3:16', text: 'Whatever the client says' },
      introduction: 'My introduction.',
      notes: 'Remember the baptismal service.',
      engine: 'made-up',
      points: [
        ...sermon.document.points,
        { heading: 'A fourth point', passage: { reference: 'Rom 6:4', text: 'Not the Bible' }, explanation: 'Buried with him.', application: 'Walk in newness.' },
        { heading: 'A fifth point', passage: { reference: ' ', text: '' }, explanation: 'No passage here.', application: '' },
      ],
    };
    const response = await put(ctx(), cookie, sermon.id, { document: edited, revision: 1 });
    expect(response.status).toBe(200);
    const saved = sermonResponseSchema.parse(await response.json());
    const kjv = bibleFor('en');
    expect(saved.revision).toBe(2);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(sermon.updatedAt));
    expect(saved.document.mainPassage).toEqual({ reference: 'John 3:16', text: kjv.verse('John', 3, 16) });
    expect(saved.document.points[3]!.passage).toEqual({ reference: 'Romans 6:4', text: kjv.verse('Rom', 6, 4) });
    expect(saved.document.points[4]!.passage).toBeNull();
    expect(saved.document).toMatchObject({ title: 'My own title', notes: 'Remember the baptismal service.', engine: 'offline' });
    expect(saved.mainScripture).toBe('John 3:16');
    expect(saved.points[3]).toBe(`A fourth point\nRomans 6:4 — “${kjv.verse('Rom', 6, 4)}”\nBuried with him.\nWalk in newness.`);

    // What GET answers is what was saved; the history shows the new title; the generated version is kept.
    expect(sermonResponseSchema.parse(await (await read(ctx(), cookie, sermon.id)).json())).toEqual(saved);
    const stored = await storedDocuments(ctx(), sermon.id);
    expect(stored).toMatchObject({ revision: 2, title: 'My own title', main_scripture: 'John 3:16' });
    expect(stored.generated).toEqual(sermon.document);
    const listed = await bodyOf((await ctx().app.request(apiUrls.sermons.$url(), { headers: { Cookie: cookie } })), sermonListPageSchema);
    expect(listed.sermons[0]!.title).toBe('My own title');
  });

  it('moves updatedAt forward on every save, even saves in quick succession', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    let previous = sermon;
    for (let revision = 1; revision <= 3; revision++) {
      const response = await put(ctx(), cookie, sermon.id, { document: { ...previous.document, notes: `save ${revision}` }, revision });
      const saved = sermonResponseSchema.parse(await response.json());
      expect(saved.revision).toBe(revision + 1);
      expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(previous.updatedAt));
      previous = saved;
    }
  });

  it('answers 409 with the current document when the revision is stale, and loses nothing', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    expect((await put(ctx(), cookie, sermon.id, { document: { ...sermon.document, notes: 'from the phone' }, revision: 1 })).status).toBe(200);
    const stale = await put(ctx(), cookie, sermon.id, { document: { ...sermon.document, notes: 'from the laptop' }, revision: 1 }, { 'Accept-Language': 'es' });
    expect(stale.status).toBe(409);
    const body = await bodyOf(stale, sermonConflictSchema);
    expect(body.error).toBe('Este sermón se modificó en otro lugar después de que usted lo abrió. Aquí está la versión más reciente.');
    const current = sermonResponseSchema.parse(body.sermon);
    expect(current.revision).toBe(2);
    expect(current.document.notes).toBe('from the phone');
    expect((await storedDocuments(ctx(), sermon.id)).document.notes).toBe('from the phone');
  });

  it('makes no new revision for a save that changes nothing, whatever revision it was based on: a save sent twice is not "changed elsewhere"', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    const edited = { document: { ...sermon.document, notes: 'written on the church Wi-Fi' }, revision: 1 };
    const first = sermonResponseSchema.parse(await (await put(ctx(), cookie, sermon.id, edited)).json());
    expect(first.revision).toBe(2);
    // The same save again, its answer lost on the way: the sermon as it is, no new revision.
    const again = await put(ctx(), cookie, sermon.id, edited);
    expect(again.status).toBe(200);
    const answered = sermonResponseSchema.parse(await again.json());
    expect(answered).toEqual(first);
    expect(await storedDocuments(ctx(), sermon.id)).toMatchObject({ revision: 2, document: { notes: 'written on the church Wi-Fi' } });
    // Sent again on the revision it made, it makes none either: the next real edit on revision 2 is saved.
    expect(sermonResponseSchema.parse(await (await put(ctx(), cookie, sermon.id, { ...edited, revision: 2 })).json()).revision).toBe(2);
    const next = await put(ctx(), cookie, sermon.id, { document: { ...edited.document, introduction: 'Written after reconnecting.' }, revision: 2 });
    expect(sermonResponseSchema.parse(await next.json()).revision).toBe(3);
    // A different document on an old revision is still a conflict.
    const other = await put(ctx(), cookie, sermon.id, { document: { ...sermon.document, notes: 'from the laptop' }, revision: 1 });
    expect(other.status).toBe(409);
  });

  it('answers 422 naming a reference that is not in the Bible, in the page language, and saves nothing', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie, { ...GENERATE, scripture: 'Hechos 2:38', language: 'es' });
    const points = sermon.document.points.map((point, index) => (index === 1 ? { ...point, passage: { reference: 'Juan 99:99', text: 'inventado' } } : point));
    const response = await put(ctx(), cookie, sermon.id, { document: { ...sermon.document, title: 'Otro', points }, revision: 1 }, { 'Accept-Language': 'es' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: '«Juan 99:99» no es un pasaje de la Biblia. Revise el libro, el capítulo y el versículo.', reference: 'Juan 99:99' });
    const main = await put(ctx(), cookie, sermon.id, { document: { ...sermon.document, mainPassage: { reference: 'Hezekiah 1:1', text: '' } }, revision: 1 });
    expect(main.status).toBe(422);
    expect((await bodyOf(main, apiErrorSchema)).error).toBe('“Hezekiah 1:1” is not a passage of the Bible. Check the book, chapter and verse.');
    expect(await storedDocuments(ctx(), sermon.id)).toMatchObject({ revision: 1, title: sermon.title });
  });

  it("answers 404 for another user's sermon and changes nothing", async () => {
    const owner = await signUpMember(ctx());
    const intruder = await signUpMember(ctx());
    const sermon = await generated(ctx(), owner.cookie);
    const response = await put(ctx(), intruder.cookie, sermon.id, { document: { ...sermon.document, title: 'Taken' }, revision: 1 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Sermon not found.' });
    expect((await put(ctx(), intruder.cookie, 'no-such-id', { document: sermon.document, revision: 1 })).status).toBe(404);
    expect(await storedDocuments(ctx(), sermon.id)).toMatchObject({ revision: 1, title: sermon.title });
  });

  it('needs a session and a subscription', async () => {
    const { cookie } = await signUpMember(ctx(), {});
    expect((await put(ctx(), '', 'x', {})).status).toBe(401);
    expect((await put(ctx(), cookie, 'x', {})).status).toBe(403);
  });

  it.each([
    ['a title over 200 characters', (d: SermonDocument) => ({ document: { ...d, title: 'x'.repeat(201) }, revision: 1 }), 'document.title', 'too_long'],
    ['notes over 20,000 characters', (d: SermonDocument) => ({ document: { ...d, notes: 'x'.repeat(20_001) }, revision: 1 }), 'document.notes', 'too_long'],
    ['an introduction over 20,000 characters', (d: SermonDocument) => ({ document: { ...d, introduction: 'x'.repeat(20_001) }, revision: 1 }), 'document.introduction', 'too_long'],
    ['a point explanation over 20,000 characters', (d: SermonDocument) => ({ document: { ...d, points: [{ ...d.points[0]!, explanation: 'x'.repeat(20_001) }] }, revision: 1 }), 'document.points.0.explanation', 'too_long'],
    ['seven points', (d: SermonDocument) => ({ document: { ...d, points: [...d.points, ...d.points, d.points[0]!] }, revision: 1 }), 'document.points', 'too_many_points'],
    ['no points', (d: SermonDocument) => ({ document: { ...d, points: [] }, revision: 1 }), 'document.points', 'too_few_points'],
    ['another schema version', (d: SermonDocument) => ({ document: { ...d, schemaVersion: 2 }, revision: 1 }), 'document.schemaVersion', 'unsupported_version'],
    ['no revision', (d: SermonDocument) => ({ document: d }), 'revision', 'invalid_revision'],
    ['an unknown language', (d: SermonDocument) => ({ document: { ...d, language: 'fr' }, revision: 1 }), 'document.language', 'invalid'],
  ])('refuses %s with a localized 400 naming the field', async (_, body, field, code) => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    const response = await put(ctx(), cookie, sermon.id, body(sermon.document), { 'Accept-Language': 'es' });
    expect(response.status).toBe(400);
    const answer = await bodyOf(response, apiErrorSchema);
    expect(answer.error).toBe('Revise los campos señalados.');
    expect(answer.fields?.[field]).toBe(code);
    expect((await storedDocuments(ctx(), sermon.id)).revision).toBe(1);
  });

  it('answers a body that is not JSON with a localized 400 or 415', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    const broken = await put(ctx(), cookie, sermon.id, '{"document":', { 'Accept-Language': 'es' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'El cuerpo de la solicitud debe ser JSON válido.' });
    const text = await put(ctx(), cookie, sermon.id, 'hello', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('takes a whole document at its largest, beyond the general 64 KB request limit', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    const long = 'á'.repeat(20_000);
    const document = { ...sermon.document, introduction: long, illustrations: long, conclusion: long, notes: long };
    const response = await put(ctx(), cookie, sermon.id, { document, revision: 1 });
    expect(response.status).toBe(200);
    expect((await storedDocuments(ctx(), sermon.id)).document.notes).toHaveLength(20_000);
  });

  it('answers the generated version after edits, and only to its owner', async () => {
    const { cookie } = await signUpMember(ctx());
    const sermon = await generated(ctx(), cookie);
    expect((await put(ctx(), cookie, sermon.id, { document: { ...sermon.document, title: 'Edited', notes: 'Mine' }, revision: 1 })).status).toBe(200);
    const response = await apiOf(ctx()).sermons[':id'].generated.$get({ param: { id: sermon.id } }, browser(cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect((await bodyOf(response, generatedSermonResponseSchema)).document).toEqual(sermon.document);
    const stranger = await signUpMember(ctx());
    const other = await ctx().app.request(apiUrls.sermons[':id'].generated.$url({ param: { id: sermon.id } }), { headers: { Cookie: stranger.cookie, 'Accept-Language': 'es' } });
    expect(other.status).toBe(404);
    expect((await bodyOf(other, apiErrorSchema)).error).toMatch(/serm/i);
    expect((await ctx().app.request(apiUrls.sermons[':id'].generated.$url({ param: { id: sermon.id } }))).status).toBe(401);
  });
}, { env: { TRUST_PROXY: 'true' } });

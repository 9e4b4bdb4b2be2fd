import { expect, it } from 'vitest';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { newWords } from '#tests/support/many-words.ts';
import { describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { saveGeneratedSermon } from './sermon-repository.ts';
import { apiUrls } from '#tests/support/api-client.ts';
import { titlesFound } from '#tests/support/sermon-history.ts';

// Issue 25, findings 4, 6 and 7: whatever text a member saves is saved, keeps its passages'
// labels, and can be exported. Decision 0025.

const base: SermonDocument = englishDocument({ engine: 'offline' });

const put = (ctx: TestContext, cookie: string, id: string, document: unknown, revision = 1) =>
  ctx.app.request(apiUrls.sermons[':id'].$url({ param: { id: id } }), { method: 'PUT', body: JSON.stringify({ document, revision }), headers: { 'Content-Type': 'application/json', Cookie: cookie } });

async function saved(response: Response): Promise<Sermon> {
  expect(response.status, await response.clone().text().then((text) => text.slice(0, 300))).toBe(200);
  return sermonResponseSchema.parse(await response.json());
}

const titles = (ctx: TestContext, cookie: string, q: string) => titlesFound(ctx, cookie, { q });

// XML 1.0's Char production, which Word's document.xml must keep to (tab, newline and carriage
// return are the only controls it allows; surrogates alone and U+FFFE/U+FFFF are none).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

describeEachDatabase('what a member writes in a sermon', (ctx) => {
  it('saves a word of any length, and finds it by its start', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, base);
    // Random letters: a repeated word compresses into PostgreSQL's index and hid the failure.
    const long = newWords(1, '', 3_000)[0]!;
    const result = await saved(await put(ctx(), cookie, sermon.id, { ...base, title: 'One long word', notes: `Before ${long} after.`, introduction: `${'x'.repeat(19_000)}` }));
    expect(result.document.notes).toBe(`Before ${long} after.`);
    expect(await titles(ctx(), cookie, long.slice(0, 30))).toEqual(['One long word']);
    expect(await titles(ctx(), cookie, long.slice(0, 150))).toEqual(['One long word']);
    expect(await titles(ctx(), cookie, 'after')).toEqual(['One long word']);
  });

  it('keeps the "verses shown" label of a long passage through every edit', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, base);
    const points = [{ ...base.points[0]!, passage: { reference: 'Psalm 78', text: '' } }, ...base.points.slice(1)];
    const first = await saved(await put(ctx(), cookie, sermon.id, { ...base, mainPassage: { reference: 'Psalm 119', text: '' }, points }));
    expect(first.document.mainPassage).toMatchObject({ reference: 'Psalm 119', shown: '119:1-40' });
    expect(first.document.points[0]!.passage).toMatchObject({ reference: 'Psalm 78', shown: '78:1-40' });
    // The editor sends back what it was given; a client that drops or changes the label changes nothing.
    const second = await saved(await put(ctx(), cookie, sermon.id, { ...first.document, title: 'Edited' }, 2));
    expect(second.document.mainPassage.shown).toBe('119:1-40');
    const { shown: _dropped, ...withoutLabel } = second.document.mainPassage;
    const third = await saved(await put(ctx(), cookie, sermon.id, { ...second.document, mainPassage: { ...withoutLabel }, points: second.document.points.map((point) => ({ ...point, passage: point.passage ? { ...point.passage, shown: '1:1' } : null })) }, 3));
    expect(third.document.mainPassage.shown).toBe('119:1-40');
    expect(third.document.points[0]!.passage!.shown).toBe('78:1-40');
    // Nothing the server keeps changed, so no new revision was made.
    expect(third.revision).toBe(second.revision);
    const read = sermonResponseSchema.parse(await (await ctx().app.request(apiUrls.sermons[':id'].$url({ param: { id: sermon.id } }), { headers: { Cookie: cookie } })).json());
    expect(read.document.mainPassage.shown).toBe('119:1-40');
    // A short passage has no label, whatever the client says.
    const short = await saved(await put(ctx(), cookie, sermon.id, { ...third.document, mainPassage: { reference: 'John 3:16', text: '', shown: '3:1-40' } }, third.revision));
    expect(short.document.mainPassage.shown).toBeUndefined();
  });

  it('removes control characters other than newline and tab, so every export stays well-formed', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, base);
    const nasty = 'A\u0001B\u000bC\u001fD\ufffeE\uffffF\ud800G\r\nH\tI\u007fJ';
    const points = base.points.map((point) => ({ ...point, heading: nasty, application: nasty }));
    const result = await saved(await put(ctx(), cookie, sermon.id, { ...base, title: nasty, introduction: nasty, illustrations: nasty, conclusion: nasty, notes: nasty, points }));
    for (const text of [result.document.title, result.document.introduction, result.document.notes, result.document.points[0]!.heading, result.document.points[1]!.application]) {
      expect(text).toBe('ABCDEFG\nH\tIJ');
    }
    const row = await ctx().database.db.selectFrom('sermons').select('document').where('id', '=', sermon.id).executeTakeFirstOrThrow();
    const stored = JSON.parse(row.document) as SermonDocument;
    expect(JSON.stringify(stored).match(/\\u00(?:0[0-8bcef]|1[0-9a-f]|7f)|\\ud8|\\ufff[ef]/giu)).toBeNull();
    expect(NOT_XML.test(Object.values(stored).join(''))).toBe(false);
  });
}, { env: { TRUST_PROXY: 'true' } });

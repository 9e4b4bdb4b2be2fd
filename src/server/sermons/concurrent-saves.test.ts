import { OperationNodeTransformer, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { expect, it } from 'vitest';
import { sermonResponseSchema } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { newWords, withWords } from '#tests/support/many-words.ts';
import { describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { saveGeneratedSermon } from './sermon-repository.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

// Issue 25, finding 1: two members saving at the same instant deadlocked on PostgreSQL (the
// shared word table, written in document order inside each save's transaction), and one save
// was lost with a 500. Decision 0025.

const base: SermonDocument = englishDocument({ engine: 'offline' });

const put = (ctx: TestContext, cookie: string, id: string, document: SermonDocument, revision: number) =>
  ctx.app.request(apiUrls.sermons[':id'].$url({ param: { id: id } }), { method: 'PUT', body: JSON.stringify({ document, revision }), headers: { 'Content-Type': 'application/json', Cookie: cookie } });

describeEachDatabase('two members saving at the same instant', (ctx) => {
  it('both saves of the same ~18,000 new words (one in reverse order) succeed, every time', { timeout: 120_000 }, async () => {
    const first = await signUpMember(ctx());
    const second = await signUpMember(ctx());
    // The outside test saw 2 deadlocks in 4 tries; six tries.
    for (let attempt = 0; attempt < 6; attempt++) {
      const words = newWords(18_000);
      const [mine, theirs] = [await saveGeneratedSermon(ctx().database.db, first.userId, base), await saveGeneratedSermon(ctx().database.db, second.userId, base)];
      const [a, b] = await Promise.all([put(ctx(), first.cookie, mine.id, withWords(base, words), 1), put(ctx(), second.cookie, theirs.id, withWords(base, [...words].reverse()), 1)]);
      expect([a.status, b.status], `attempt ${attempt + 1}: ${await a.clone().text()} ${await b.clone().text()}`.slice(0, 400)).toEqual([200, 200]);
      expect(sermonResponseSchema.parse(await a.json()).revision).toBe(2);
      expect(sermonResponseSchema.parse(await b.json()).revision).toBe(2);
    }
  });
}, { env: { TRUST_PROXY: 'true' } });

/** Fails the first `times` updates of `sermons` as PostgreSQL fails a transaction that deadlocked. */
function deadlockingUpdates(times: number): KyselyPlugin & { failed: () => number } {
  let failed = 0;
  return {
    failed: () => failed,
    transformQuery({ node }): RootOperationNode {
      if (node.kind === 'UpdateQueryNode' && failed < times && JSON.stringify(node.table).includes('"sermons"')) {
        failed += 1;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }
      return new OperationNodeTransformer().transformNode(node);
    },
    async transformResult({ result }) {
      return result;
    },
  };
}

let once = deadlockingUpdates(1);
describeEachDatabase('a save that meets a deadlock', (ctx) => {
  it('is tried again once, and saved', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, base);
    const response = await put(ctx(), cookie, sermon.id, { ...base, title: 'Saved on the second try' }, 1);
    expect(response.status).toBe(200);
    expect(once.failed()).toBe(1);
    const stored = await ctx().database.db.selectFrom('sermons').select(['title', 'revision']).where('id', '=', sermon.id).executeTakeFirstOrThrow();
    expect({ ...stored, revision: Number(stored.revision) }).toEqual({ title: 'Saved on the second try', revision: 2 });
  });
}, { env: { TRUST_PROXY: 'true' }, wrapDatabase: (db) => db.withPlugin((once = deadlockingUpdates(1))) });

let always = deadlockingUpdates(Number.POSITIVE_INFINITY);
describeEachDatabase('a save that meets a deadlock twice', (ctx) => {
  it('answers 503 "try again in a moment" with Retry-After, never a 500, and changes nothing', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, base);
    const response = await put(ctx(), cookie, sermon.id, { ...base, title: 'Not saved' }, 1);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await bodyOf(response, apiErrorSchema)).error).toMatch(/try again/i);
    expect(always.failed()).toBe(2);
    const stored = await ctx().database.db.selectFrom('sermons').select(['title', 'revision']).where('id', '=', sermon.id).executeTakeFirstOrThrow();
    expect({ ...stored, revision: Number(stored.revision) }).toEqual({ title: base.title, revision: 1 });
  });
}, { env: { TRUST_PROXY: 'true' }, wrapDatabase: (db) => db.withPlugin((always = deadlockingUpdates(Number.POSITIVE_INFINITY))) });

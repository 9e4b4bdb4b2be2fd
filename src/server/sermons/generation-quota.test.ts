import crypto from 'node:crypto';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import { createOfflineEngine } from '../generation/offline/offline-engine.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, jsonRequest, type TestContext } from '#tests/support/test-app.ts';
import { startGeneration } from './generate-sermon.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

const body = { title: '', scripture: 'Acts 2:38', audienceType: 'general', language: 'en', languageStyle: 'standard' };

const generate = (ctx: TestContext, cookie: string) =>
  ctx.app.request(apiUrls.sermons.generate.$url(), { ...jsonRequest(body), headers: { 'Content-Type': 'application/json', Cookie: cookie } });

const countRows = async (ctx: TestContext, table: 'sermons' | 'sermon_generations', userId: string) =>
  Number((await ctx.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

describeEachDatabase('the daily quota counts generations', (ctx) => {
  it('is not given back by deleting sermons', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await generate(ctx(), cookie);
      expect(response.status).toBe(201);
      ids.push((await bodyOf(response, sermonResponseSchema)).id);
    }
    for (const id of ids) expect((await ctx().app.request(apiUrls.sermons[':id'].$url({ param: { id: id } }), { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(204);
    expect(await countRows(ctx(), 'sermons', userId)).toBe(0);
    const after = await generate(ctx(), cookie);
    expect(after.status).toBe(429);
    expect(await after.json()).toEqual({ error: 'You have reached the daily limit of sermons. Please try again tomorrow.' });
  });

  it('counts only the last 24 hours', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const yesterday = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await ctx()
      .database.db.insertInto('sermon_generations')
      .values([0, 1, 2].map(() => ({ id: crypto.randomUUID(), user_id: userId, created_at: yesterday })))
      .execute();
    expect((await generate(ctx(), cookie)).status).toBe(201);
  });
}, { env: { TRUST_PROXY: 'true', SERMON_DAILY_QUOTA: '3' } });

describeEachDatabase('the daily quota under concurrent requests', (ctx) => {
  it('at 49 of 50, 40 clients retrying concurrently until refused generate exactly one more sermon', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const now = new Date().toISOString();
    await ctx()
      .database.db.insertInto('sermon_generations')
      .values(Array.from({ length: 49 }, () => ({ id: crypto.randomUUID(), user_id: userId, created_at: now })))
      .execute();

    // Each client asks again at once while another generation holds the lock, as an impatient
    // pastor (or a script) would: requests keep arriving just as the running one saves and frees
    // the lock, the window in which a quota counted before taking the lock let a 51st through.
    const client = async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 200; attempt++) {
        const answer = await generate(ctx(), cookie);
        statuses.push(answer.status);
        if (answer.status !== 429) break;
        const { error } = await bodyOf(answer, apiErrorSchema);
        if (!error.includes('already being prepared')) break;
        // Asking again comes over the network: a new event of the loop, as in the server, not a
        // microtask of the last answer (which would keep the running generation from its turn).
        await new Promise((resolve) => setImmediate(resolve));
      }
      return statuses;
    };
    const statuses = (await Promise.all(Array.from({ length: 40 }, client))).flat();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    expect(await countRows(ctx(), 'sermon_generations', userId)).toBe(50);
    expect(await countRows(ctx(), 'sermons', userId)).toBe(1);
    expect(await ctx().database.db.selectFrom('generation_locks').selectAll().where('user_id', '=', userId).execute()).toHaveLength(0);
  });
}, { env: { TRUST_PROXY: 'true', SERMON_DAILY_QUOTA: '50' } });

/**
 * Makes every read of the generation log answer a few milliseconds late: it widens the window
 * between counting and saving in which concurrent requests could each see room for one more.
 */
class SlowGenerationCounts implements KyselyPlugin {
  readonly #counts = new WeakSet<object>();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node.from).includes('sermon_generations')) this.#counts.add(args.queryId);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#counts.has(args.queryId)) await new Promise((resolve) => setTimeout(resolve, 5));
    return args.result;
  }
}

describeEachDatabase('the generation service under concurrent requests with a slow quota count', (ctx) => {
  it('never lets the generations of one user pass the quota', async () => {
    const { userId } = await signUpMember(ctx());
    const now = new Date().toISOString();
    await ctx()
      .database.db.insertInto('sermon_generations')
      .values(Array.from({ length: 47 }, () => ({ id: crypto.randomUUID(), user_id: userId, created_at: now })))
      .execute();
    const deps = { db: ctx().database.db.withPlugin(new SlowGenerationCounts()), dialect: ctx().database.dialect, engine: createOfflineEngine(), dailyQuota: 50, logger: pino({ level: 'silent' }) };
    const input: GenerateRequest = { title: '', scripture: 'Acts 2:38', audienceType: 'general', language: 'en', languageStyle: 'standard' };

    let generated = 0;
    const client = async () => {
      for (let attempt = 0; attempt < 500; attempt++) {
        const slot = await startGeneration(deps, userId);
        if (slot === 'daily_quota') return;
        if (slot === 'generation_in_progress') continue;
        try {
          await slot.run(input);
          generated += 1;
        } finally {
          await slot.release();
        }
      }
    };
    await Promise.all(Array.from({ length: 40 }, client));
    expect(generated).toBe(3);
    expect(await countRows(ctx(), 'sermon_generations', userId)).toBe(50);
  });
});

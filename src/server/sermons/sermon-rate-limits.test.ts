import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { saveGeneratedSermon } from './sermon-repository.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { sermonListPageSchema } from '#shared/sermon.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';
import { listSermons } from '#tests/support/sermon-history.ts';

// Issue 25, finding 2: saves and searches are limited per member (in the database, shared by
// every instance: decision 0002), so one member cannot grow the index or load the database
// without bound. Decision 0025. Small limits here; the defaults are in the README.

const base: SermonDocument = englishDocument({ engine: 'offline' });

const put = (ctx: TestContext, cookie: string, id: string, body: unknown) =>
  ctx.app.request(apiUrls.sermons[':id'].$url({ param: { id: id } }), { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Accept-Language': 'es' } });

const revisionOf = async (ctx: TestContext, id: string) => Number((await ctx.database.db.selectFrom('sermons').select('revision').where('id', '=', id).executeTakeFirstOrThrow()).revision);

// Two members sign up (argon2 by OWASP's parameters) per test: seconds on a busy two-core machine.
describeEachDatabase('limits per member', (ctx) => {
  // The clock stands still, so every request of a test falls in the same one-minute window.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 429 with Retry-After past the saves a member may make in a minute, and saves nothing more', { timeout: 60_000 }, async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, base);
    // A refused body is no save, and does not count.
    expect((await put(ctx(), cookie, sermon.id, { document: { ...base, title: 'x'.repeat(201) }, revision: 1 })).status).toBe(400);
    for (let revision = 1; revision <= 5; revision++) expect((await put(ctx(), cookie, sermon.id, { document: { ...base, notes: `save ${revision}` }, revision })).status).toBe(200);
    const refused = await put(ctx(), cookie, sermon.id, { document: { ...base, notes: 'one too many' }, revision: 6 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await bodyOf(refused, apiErrorSchema)).error).toMatch(/demasiad/i);
    expect(await revisionOf(ctx(), sermon.id)).toBe(6);
    // Another member saves as usual.
    const other = await signUpMember(ctx());
    const theirs = await saveGeneratedSermon(ctx().database.db, other.userId, base);
    expect((await put(ctx(), other.cookie, theirs.id, { document: { ...base, notes: 'mine' }, revision: 1 })).status).toBe(200);
  });

  it('answers 429 past the searches a member may make in a minute; the plain history stays open', { timeout: 60_000 }, async () => {
    const { cookie, userId } = await signUpMember(ctx());
    await saveGeneratedSermon(ctx().database.db, userId, base);
    const get = (query: Parameters<typeof listSermons>[2]) => listSermons(ctx(), cookie, query);
    for (let i = 0; i < 8; i++) expect((await get(i % 2 ? { q: `birth${i}` } : { language: 'en' })).status).toBe(200);
    const refused = await get({ q: 'birth' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get({ audienceType: 'youth' })).status).toBe(429);
    const history = await get({ limit: '10' });
    expect(history.status).toBe(200);
    expect((await bodyOf(history, sermonListPageSchema)).sermons).toHaveLength(1);
    const other = await signUpMember(ctx());
    expect((await listSermons(ctx(), other.cookie, { q: 'birth' })).status).toBe(200);
  });
}, { env: { TRUST_PROXY: 'true', SERMON_SAVES_PER_MINUTE: '5', HISTORY_SEARCHES_PER_MINUTE: '8' } });

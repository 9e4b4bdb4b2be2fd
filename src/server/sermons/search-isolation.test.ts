import { expect, it } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { newWords, withWords } from '#tests/support/many-words.ts';
import { traced } from '#tests/support/query-trace.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { saveGeneratedSermon, searchSermons, updateSermon, type SermonSearch } from './sermon-repository.ts';
import { apiUrls } from '#tests/support/api-client.ts';
import { titlesFound } from '#tests/support/sermon-history.ts';

// Issue 25, findings 2, 3 and 9: one member's sermons must neither change what another member's
// search finds nor what it costs. Decision 0025.

const base: SermonDocument = englishDocument({ engine: 'offline', notes: '' });
const hex = (userId: string) => Buffer.from(userId, 'utf8').toString('hex');


describeEachDatabase('the history search is the member’s own', (ctx) => {
  it('cannot be emptied by another member writing my search tokens into their sermons', async () => {
    const victim = await signUpMember(ctx());
    const attacker = await signUpMember(ctx());
    const db = ctx().database.db;
    const at = (minute: number) => new Date(Date.parse('2026-11-01T10:00:00.000Z') + minute * 60_000);
    for (let i = 0; i < 3; i++) await saveGeneratedSermon(db, victim.userId, { ...base, title: `Mine ${i}`, notes: 'By the baptistery.' }, at(i));
    // Every token the index has held for the victim (decision 0022's: the owner alone, with the
    // language, the audience, both), in twelve newer sermons: more than a page of matches.
    const owner = `xu${hex(victim.userId)}`;
    const forged = [owner, `${owner}zlen`, `${owner}zageneral`, `${owner}zlenzageneral`, `${owner}_`, `${owner}__l_en`, 'baptistery'].join(' ');
    for (let i = 0; i < 12; i++) await saveGeneratedSermon(db, attacker.userId, { ...base, title: `Theirs ${i}`, notes: forged }, at(100 + i));

    const mine = ['Mine 2', 'Mine 1', 'Mine 0'];
    expect(await titlesFound(ctx(), victim.cookie, { q: 'baptistery', limit: '10' })).toEqual(mine);
    expect(await titlesFound(ctx(), victim.cookie, { q: 'baptis', limit: '10' })).toEqual(mine);
    expect(await titlesFound(ctx(), victim.cookie, { q: 'baptistery', language: 'en', limit: '10' })).toEqual(mine);
    expect(await titlesFound(ctx(), victim.cookie, { q: 'baptistery', language: 'en', audienceType: 'general', limit: '10' })).toEqual(mine);
    expect(await titlesFound(ctx(), victim.cookie, { language: 'en', audienceType: 'general', limit: '2' })).toEqual(['Mine 2', 'Mine 1']);
    // The attacker's own search finds only the attacker's sermons.
    expect((await titlesFound(ctx(), attacker.cookie, { q: owner, limit: '50' })).every((title) => title.startsWith('Theirs'))).toBe(true);
  });

  it('does the same work for a word only another member has as for a word nobody has', async () => {
    const me = await signUpMember(ctx());
    const other = await signUpMember(ctx());
    const db = ctx().database.db;
    await saveGeneratedSermon(db, me.userId, { ...base, title: 'Faith', notes: 'grace and peace' });
    await saveGeneratedSermon(db, me.userId, { ...base, title: 'Gracia', language: 'es', notes: 'gracia y paz' });
    await saveGeneratedSermon(db, other.userId, { ...base, title: 'Zebulun', notes: 'Zebulun and Naphtali, zebra' });
    await saveGeneratedSermon(db, other.userId, { ...base, title: 'Zebulun', language: 'es', notes: 'Zabulón' });
    const { db: watched, take } = traced(db);
    const work = async (search: SermonSearch) => {
      const page = await searchSermons(watched, ctx().dialect, me.userId, search, 10, null);
      return { found: page.sermons.length, statements: take() };
    };
    for (const [theirs, nobodys] of [
      [{ q: 'zebulun' }, { q: 'qwxyzzy' }],
      [{ q: 'zeb' }, { q: 'qwx' }],
      [{ q: 'zabulon', language: 'es' }, { q: 'qwxyzzy', language: 'es' }],
      [{ q: 'faith zebulun' }, { q: 'faith qwxyzzy' }],
      [{ q: 'zebulun', language: 'en', audienceType: 'general' }, { q: 'qwxyzzy', language: 'en', audienceType: 'general' }],
    ] as Array<[SermonSearch, SermonSearch]>) {
      const a = await work(theirs);
      const b = await work(nobodys);
      expect(a.found).toBe(0);
      expect(a, JSON.stringify(theirs)).toEqual(b);
    }
  });

  it('costs the same before and after another member saves 43,000 new words', { timeout: 60_000 }, async () => {
    const me = await signUpMember(ctx());
    const attacker = await signUpMember(ctx());
    const db = ctx().database.db;
    await saveGeneratedSermon(db, me.userId, { ...base, title: 'Abide', notes: 'abide in me, abound in hope, 2 Corinthians 5:17' });
    const { db: watched, take } = traced(db);
    const searches: SermonSearch[] = [{ q: 'ab' }, { q: 'abid' }, { q: 'a' }, { q: 'corinthians 5' }, { q: 'ab', language: 'en' }];
    const work = async () => {
      const results = [];
      for (const search of searches) {
        const page = await searchSermons(watched, ctx().dialect, me.userId, search, 10, null);
        results.push({ search, titles: page.sermons.map((s) => s.title), statements: take() });
      }
      return results;
    };
    const before = await work();
    expect(before.map((result) => result.titles)).toEqual(searches.map(() => ['Abide']));
    const sermon = await saveGeneratedSermon(db, attacker.userId, base);
    const put = await ctx().app.request(apiUrls.sermons[':id'].$url({ param: { id: sermon.id } }), {
      method: 'PUT',
      body: JSON.stringify({ document: withWords(base, [...newWords(20_000, 'ab'), ...newWords(3_000, '5'), ...newWords(20_000)]), revision: 1 }),
      headers: { 'Content-Type': 'application/json', Cookie: attacker.cookie },
    });
    expect(put.status).toBe(200);
    expect(await work()).toEqual(before);
  });

  it('indexes a bounded number of distinct words per sermon', { timeout: 60_000 }, async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, base);
    const words = newWords(43_000);
    const document = withWords({ ...base, title: 'Many words' }, words);
    const response = await ctx().app.request(apiUrls.sermons[':id'].$url({ param: { id: sermon.id } }), { method: 'PUT', body: JSON.stringify({ document, revision: 1 }), headers: { 'Content-Type': 'application/json', Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await titlesFound(ctx(), cookie, { q: words[0] })).toEqual(['Many words']);
    expect(await titlesFound(ctx(), cookie, { q: words.at(-1) })).toEqual([]);
  });

  it('forgets a word once none of the member’s sermons has it', async () => {
    const me = await signUpMember(ctx());
    const db = ctx().database.db;
    const sermon = await saveGeneratedSermon(db, me.userId, { ...base, notes: 'The tabernacle in the wilderness.' });
    expect((await searchSermons(db, ctx().dialect, me.userId, { q: 'tabernacle' }, 10, null)).sermons).toHaveLength(1);
    expect((await updateSermon(db, me.userId, sermon.id, { ...base, notes: 'The temple.' }, 1)).status).toBe('saved');
    const { db: watched, take } = traced(db);
    const work = async (q: string) => ({ found: (await searchSermons(watched, ctx().dialect, me.userId, { q }, 10, null)).sermons.length, statements: take() });
    const gone = await work('tabernacle');
    expect(gone.found).toBe(0);
    expect(gone).toEqual(await work('qwxyzzy'));
  });
}, { env: { TRUST_PROXY: 'true' } });

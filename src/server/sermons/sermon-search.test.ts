import { expect, it } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { sql } from 'kysely';
import { deleteSermon, saveGeneratedSermon, updateSermon } from './sermon-repository.ts';
import { INDEXED_PREFIX_CHARACTERS, SEARCH_KEY_LENGTH } from './search-tokens.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { sermonListPageSchema } from '#shared/sermon.ts';
import { apiUrls, bodyOf, browser } from '#tests/support/api-client.ts';
import { listSermons, titlesFound } from '#tests/support/sermon-history.ts';

// product §2 (Dashboard): the history search by words, language and audience.
const base: SermonDocument = {
  schemaVersion: 1,
  title: 'Untitled',
  mainPassage: { reference: 'Acts 2:38', text: 'Then Peter said unto them, Repent, and be baptized' },
  introduction: 'An introduction.',
  points: [{ heading: 'A point', passage: null, explanation: 'Explained.', application: 'Applied.' }],
  illustrations: '',
  conclusion: 'The end.',
  notes: '',
  language: 'en',
  audienceType: 'general',
  languageStyle: 'standard',
  engine: 'offline',
};

describeEachDatabase('the history search (GET sermons)', (ctx) => {
  const titles = (cookie: string, query: Parameters<typeof titlesFound>[2]) => titlesFound(ctx(), cookie, query);

  it('finds sermons by title, passage and words of the sermon, without case or accents, for the user only', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const other = await signUpMember(ctx());
    const db = ctx().database.db;
    const at = (minute: number) => new Date(Date.parse('2026-11-01T10:00:00.000Z') + minute * 60_000);
    await saveGeneratedSermon(db, userId, { ...base, title: 'Faith in the storm', mainPassage: { reference: 'Mark 4:39', text: 'Peace, be still' } }, at(1));
    await saveGeneratedSermon(db, userId, { ...base, title: 'La gracia de Dios', language: 'es', audienceType: 'youth', mainPassage: { reference: 'Efesios 2:8', text: 'Porque por gracia sois salvos' }, conclusion: 'El Espíritu Santo nos guía.' }, at(2));
    await saveGeneratedSermon(db, userId, { ...base, title: 'The new birth', introduction: 'Nicodemus came by night.' }, at(3));
    await saveGeneratedSermon(db, other.userId, { ...base, title: 'Faith of another member' }, at(4));

    expect(await titles(cookie, { q: 'faith' })).toEqual(['Faith in the storm']);
    expect(await titles(cookie, { q: 'STORM faith' })).toEqual(['Faith in the storm']);
    expect(await titles(cookie, { q: 'mark 4' })).toEqual(['Faith in the storm']);
    expect(await titles(cookie, { q: 'efesios' })).toEqual(['La gracia de Dios']);
    // Words of the sermon, an accent typed or not, and the start of a word.
    expect(await titles(cookie, { q: 'espiritu' })).toEqual(['La gracia de Dios']);
    expect(await titles(cookie, { q: 'espíritu' })).toEqual(['La gracia de Dios']);
    expect(await titles(cookie, { q: 'nicode' })).toEqual(['The new birth']);
    expect(await titles(cookie, { q: 'repent' })).toEqual(['The new birth']);
    expect(await titles(cookie, { q: 'point' })).toEqual(['The new birth', 'La gracia de Dios', 'Faith in the storm']);
    expect(await titles(cookie, { q: 'nowhere' })).toEqual([]);
    // Punctuation alone is no search: the whole history.
    expect(await titles(cookie, { q: '"*:(' })).toHaveLength(3);
    expect(await titles(cookie, { q: '' })).toHaveLength(3);

    expect(await titles(cookie, { language: 'es' })).toEqual(['La gracia de Dios']);
    expect(await titles(cookie, { language: 'en' })).toEqual(['The new birth', 'Faith in the storm']);
    expect(await titles(cookie, { language: 'en', q: 'point' })).toEqual(['The new birth', 'Faith in the storm']);
    // A word is looked up among the words of the language asked for.
    expect(await titles(cookie, { language: 'en', q: 'gracia' })).toEqual([]);
    expect(await titles(cookie, { language: 'es', q: 'grac' })).toEqual(['La gracia de Dios']);
    expect(await titles(cookie, { language: 'es', q: 'nicode' })).toEqual([]);
    expect(await titles(cookie, { audienceType: 'youth' })).toEqual(['La gracia de Dios']);
    expect(await titles(cookie, { audienceType: 'youth', language: 'en' })).toEqual([]);
  });

  it('finds a word of one or two characters as the start of the member\'s words, as a longer one', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const other = await signUpMember(ctx());
    const db = ctx().database.db;
    const at = (minute: number) => new Date(Date.parse('2026-11-02T10:00:00.000Z') + minute * 60_000);
    await saveGeneratedSermon(db, userId, { ...base, title: 'Repent and be baptized' }, at(1));
    await saveGeneratedSermon(db, userId, { ...base, title: 'Paul at Ephesus', mainPassage: { reference: 'Acts 20:28', text: 'Take heed therefore unto yourselves' } }, at(2));
    await saveGeneratedSermon(db, userId, { ...base, title: 'Lame from birth', mainPassage: { reference: 'Acts 3:8', text: 'And he leaping up stood, and walked' } }, at(3));
    await saveGeneratedSermon(db, userId, { ...base, title: 'Año nuevo', language: 'es', mainPassage: { reference: 'Lamentaciones 3:22', text: 'Por la misericordia de Jehová' } }, at(4));
    await saveGeneratedSermon(db, other.userId, { ...base, title: 'Another member, Acts 2:3', mainPassage: { reference: 'Acts 2:3', text: 'And there appeared unto them cloven tongues' } }, at(5));

    // "2" starts 2 and 20; "38" only 38; "3" starts 3 and 38 (Lamentaciones 3:22 has no "acts").
    expect(await titles(cookie, { q: 'acts 2' })).toEqual(['Paul at Ephesus', 'Repent and be baptized']);
    expect(await titles(cookie, { q: 'Acts 2:38' })).toEqual(['Repent and be baptized']);
    expect(await titles(cookie, { q: 'acts 3' })).toEqual(['Lame from birth', 'Repent and be baptized']);
    expect(await titles(cookie, { q: '22' })).toEqual(['Año nuevo']);
    // Without case or accents, in the member's own sermons only.
    expect(await titles(cookie, { q: 'NÚ' })).toEqual(['Año nuevo']);
    expect(await titles(cookie, { q: 'cl' })).toEqual([]);
    expect(await titles(cookie, { q: 'zz' })).toEqual([]);
    if (ctx().dialect === 'sqlite') {
      // The short path counts on the index keeping a list for each such start (migration 0011).
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'sermon_search'`.execute(db);
      const lengths = Array.from({ length: INDEXED_PREFIX_CHARACTERS }, (_, i) => SEARCH_KEY_LENGTH + 2 + i).join(' ');
      expect(rows[0]?.sql).toContain(`prefix = '${lengths}'`);
    }
  });

  it('follows every save and delete, and pages a search by cursor', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const db = ctx().database.db;
    const saved = await saveGeneratedSermon(db, userId, { ...base, title: 'Before the edit' });
    expect(await titles(cookie, { q: 'before' })).toEqual(['Before the edit']);
    const result = await updateSermon(db, userId, saved.id, { ...base, title: 'After the edit', notes: 'Remember the baptistery', audienceType: 'mens' }, 1);
    expect(result.status).toBe('saved');
    expect(await titles(cookie, { q: 'before' })).toEqual([]);
    expect(await titles(cookie, { q: 'baptistery' })).toEqual(['After the edit']);
    // The start of a word only an edit brought (search_words follows edits, not only generations).
    expect(await titles(cookie, { q: 'baptis' })).toEqual(['After the edit']);
    // A refused (stale) save adds nothing; the same words saved at the right revision are found by their start.
    const stale = await updateSermon(db, userId, saved.id, { ...base, title: 'After the edit', notes: 'Tabernacle' }, 1);
    expect(stale.status).toBe('conflict');
    expect(await titles(cookie, { q: 'tabern' })).toEqual([]);
    expect((await updateSermon(db, userId, saved.id, { ...base, title: 'After the edit', notes: 'Remember the baptistery and the tabernacle', audienceType: 'mens' }, 2)).status).toBe('saved');
    expect(await titles(cookie, { q: 'tabern' })).toEqual(['After the edit']);
    expect(await titles(cookie, { audienceType: 'mens' })).toEqual(['After the edit']);
    await deleteSermon(db, userId, saved.id);
    expect(await titles(cookie, { q: 'baptistery' })).toEqual([]);

    for (let i = 0; i < 5; i++) await saveGeneratedSermon(db, userId, { ...base, title: `Paged ${i}` }, new Date(Date.parse('2026-11-02T10:00:00.000Z') + i * 1000));
    await saveGeneratedSermon(db, userId, { ...base, title: 'Unrelated' });
    const first = await bodyOf(await listSermons(ctx(), cookie, { q: 'paged', limit: '3' }), sermonListPageSchema);
    expect(first.sermons.map((s) => s.title)).toEqual(['Paged 4', 'Paged 3', 'Paged 2']);
    expect(await titles(cookie, { q: 'paged', limit: '3', cursor: String(first.nextCursor) })).toEqual(['Paged 1', 'Paged 0']);
  });

  it('pages newest first when the matches are old among many, share a millisecond, or the cursor\'s sermon was deleted', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const db = ctx().database.db;
    const start = Date.parse('2026-10-01T00:00:00.000Z');
    const page = async (query: Parameters<typeof titlesFound>[2]) => await bodyOf(await listSermons(ctx(), cookie, query), sermonListPageSchema);
    // "Baptistery" only in the three oldest of 130: past PostgreSQL's first, in-order look at the newest.
    for (let i = 0; i < 130; i++) await saveGeneratedSermon(db, userId, { ...base, title: `Sermon ${i}`, notes: i < 3 ? 'By the baptistery.' : '' }, new Date(start + i * 60_000));
    expect(await titles(cookie, { q: 'baptist' })).toEqual(['Sermon 2', 'Sermon 1', 'Sermon 0']);
    expect(await titles(cookie, { q: 'baptistery', language: 'es' })).toEqual([]);
    // "1" starts more indexed words than are listed (1, 10–19, 100–129): the index's own prefix search.
    const ones = await titles(cookie, { q: 'sermon 1', limit: '50' });
    expect(ones).toHaveLength(41);
    expect(ones.slice(0, 2)).toEqual(['Sermon 129', 'Sermon 128']);

    // Three saved in one millisecond, paged two at a time: each once.
    const same = new Date(start + 500 * 60_000);
    for (const name of ['Twin a', 'Twin b', 'Twin c']) await saveGeneratedSermon(db, userId, { ...base, title: name }, same);
    const twins = await page({ q: 'twin', limit: '2' });
    expect(twins.sermons).toHaveLength(2);
    const rest = await titles(cookie, { q: 'twin', limit: '2', cursor: String(twins.nextCursor) });
    expect([...twins.sermons.map((s) => s.title), ...rest].sort()).toEqual(['Twin a', 'Twin b', 'Twin c']);

    // The page's last sermon deleted before the next page is asked for: the next page still follows it.
    const saved = [];
    for (let i = 0; i < 4; i++) saved.push(await saveGeneratedSermon(db, userId, { ...base, title: `Gone ${i}` }, new Date(start + (600 + i) * 60_000)));
    const gone = await page({ q: 'gone', limit: '2' });
    expect(gone.sermons.map((s) => s.title)).toEqual(['Gone 3', 'Gone 2']);
    await deleteSermon(db, userId, saved[2]!.id);
    expect(await titles(cookie, { q: 'gone', limit: '2', cursor: String(gone.nextCursor) })).toEqual(['Gone 1', 'Gone 0']);
  });

  it('answers 400 with the field for a bad language, audience or an overlong search', async () => {
    const { cookie } = await signUpMember(ctx());
    for (const [query, field] of [['language=fr', 'language'], ['audienceType=pirates', 'audienceType'], [`q=${'a'.repeat(201)}`, 'q']] as const) {
      // Values the route's query type refuses to compile (`fr`, `pirates`): the query is written by hand.
      const response = await ctx().app.request(`${apiUrls.sermons.$url().href}?${query}`, browser(cookie, { 'Accept-Language': 'es' }));
      expect(response.status, query).toBe(400);
      const body = await bodyOf(response, apiErrorSchema);
      expect(body.fields?.[field]).toBe('invalid_search');
      expect(body.error).toMatch(/\S/);
    }
  });
// Every member signs up from an address of their own (better-auth's per-address sign-up limit).
}, { env: { TRUST_PROXY: 'true' } });

import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSermons } from '../sermons/sermon-repository.ts';
import { memberSearchKey } from '../sermons/search-tokens.ts';
import { createPostgresDatabase, testDialects } from '#tests/support/test-databases.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateTo } from './migrate.ts';
import type { Database } from './schema.ts';

// Migration 0016 (decision 0057), PostgreSQL only: the planner no longer answers a search by
// reading every sermon's search vector where statistics made the member's words look common,
// as they do when one member has the whole server (a church's own install).

const USER = 'u-only';
const ENGLISH = 3000;
const SPANISH = 1000;

/** One member's sermons, as the repository writes them: English ones never say "gracia". */
async function fill(db: Kysely<unknown>): Promise<void> {
  const now = '2026-11-01T00:00:00.000Z';
  await sql`insert into users (id, email, name, language, created_at, updated_at) values (${USER}, 'only@example.org', 'Only', 'en', ${now}, ${now})`.execute(db);
  const key = memberSearchKey(USER);
  for (const [language, count, words] of [['en', ENGLISH, 'jesus amor fe'], ['es', SPANISH, 'jesus gracia fe']] as const) {
    await sql`
      insert into sermons (id, user_id, title, main_scripture, language, audience_type, language_style, search_text, search_key, document, generated_document, revision, created_at, updated_at)
      select ${language} || '-' || n, ${USER}, 'Sermon ' || n, 'John 3:16', ${language}, 'general', 'standard',
        ${`_l_${language} _a_general _l_${language}_a_general ${words}`} || ' n' || n, ${key}, '{}', '{}', 1,
        timestamptz '2026-01-01' + n * interval '1 minute' + ${language === 'es' ? sql`interval '1 second'` : sql`interval '0 seconds'`}, ${now}
      from generate_series(1, ${count}) as n`.execute(db);
  }
  await sql`analyze sermons`.execute(db);
}

/** The statements searchSermons sends for an English search for "gracia", each as PostgreSQL would plan it. */
async function plansOfSearch(url: string): Promise<string> {
  const sent: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const logged = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void (event.level === 'query' && sent.push(event.query)) });
  try {
    expect((await searchSermons(logged, 'postgres', USER, { q: 'gracia', language: 'en' }, 10, null)).sermons).toEqual([]);
    const plans: string[] = [];
    for (const query of sent) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, [...query.parameters]);
      plans.push(...rows.map((row) => row['QUERY PLAN']));
    }
    return plans.join('\n');
  } finally {
    await logged.destroy();
  }
}

describe.runIf(testDialects().includes('postgres'))('migration 0016: a search is answered from the full-text index, never by reading every sermon [postgres]', () => {
  let handle: DatabaseHandle;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let url: string;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    url = database.url;
    handle = openDatabase({ kind: 'postgres', url });
    await migrateTo(handle, '0015-sermon-twins');
    await fill(handle.db as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('before it, statistics of one member’s words led the planner to read every sermon', async () => {
    expect(await plansOfSearch(url)).toMatch(/Seq Scan on sermons/);
  });

  it('after it, the index answers, the words stay in the row, and ANALYZE keeps no statistics of the vectors', async () => {
    expect(await migrateTo(handle, '0016-search-vector-without-statistics')).toEqual(['0016-search-vector-without-statistics']);
    await sql`analyze sermons`.execute(handle.db);
    const plans = await plansOfSearch(url);
    expect(plans).toMatch(/Bitmap Index Scan on sermons_search_idx/);
    expect(plans).not.toMatch(/Seq Scan on sermons/);
    const statistics = await sql<{ n: number }>`select count(*) as n from pg_stats where tablename = 'sermons' and attname = 'search_vector'`.execute(handle.db);
    expect(statistics.rows[0]!.n).toBe(0);
    const storage = await sql<{ attstorage: string }>`select attstorage from pg_attribute where attrelid = 'sermons'::regclass and attname = 'search_text'`.execute(handle.db);
    expect(storage.rows[0]!.attstorage).toBe('m');
    // Every stored sermon is still found by its words, in the index and in the row.
    const spanish = await searchSermons(handle.db, 'postgres', USER, { q: 'gracia', language: 'es' }, 10, null);
    expect(spanish.sermons.map((sermon) => sermon.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Sermon ${SPANISH - i}`));
    const newest = (from: number) => Array.from({ length: 10 }, (_, i) => `en-${from - i}`);
    // "n29" in the newest sermons, found in their words in the row; "n17" only further back, from the index.
    expect((await searchSermons(handle.db, 'postgres', USER, { q: 'n29' }, 10, null)).sermons.map((sermon) => sermon.id)).toEqual(newest(2999));
    expect((await searchSermons(handle.db, 'postgres', USER, { q: 'n17' }, 10, null)).sermons.map((sermon) => sermon.id)).toEqual(newest(1799));
  });

  it('goes down and up again', async () => {
    await migrateTo(handle, '0015-sermon-twins');
    const back = await sql<{ attstattarget: number; attstorage: string }>`select a.attstattarget, t.attstorage from pg_attribute a, pg_attribute t where a.attrelid = 'sermons'::regclass and a.attname = 'search_vector' and t.attrelid = a.attrelid and t.attname = 'search_text'`.execute(handle.db);
    expect(back.rows[0]).toEqual({ attstattarget: -1, attstorage: 'x' });
    expect(await migrateTo(handle, '0016-search-vector-without-statistics')).toEqual(['0016-search-vector-without-statistics']);
  });
});

import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

// PostgreSQL: the planner never again reads every sermon's search vector to answer a search
// (decision 0057). Each vector is stored apart from its row (about 15 KB), and a sequential scan
// reads all of them, but the planner counts a search of the table as cheap as reading its small
// rows: where ANALYZE's statistics made a member's words look common (one member on a server, a
// church's own install), it chose that scan over the full-text index, 200 ms for a search the index
// answers in 0.5 ms. Without statistics for the column, every estimate of `search_vector @@ …` is
// the planner's small default, and the index is always the plan: with no recheck to do, its heap
// scan reads no vector at all, even for a word in every sermon (13 ms where the scan took 140).
// The column is dropped and made again, since ANALYZE keeps the statistics it already holds for a
// column it stops reading; that rewrites the table once. And `search_text`, the sermon's words
// (2.7 KB), is kept in the row (STORAGE MAIN; that same rewrite moves it there): the search checks
// the newest sermons' words there, where reading each one's vector fetched it from apart.
// SQLite searches through FTS5: nothing changes.

const VECTOR = sql`array_to_tsvector(string_to_array(search_key || '_' || replace(search_text, ' ', ' ' || search_key || '_'), ' '))`;

/** The search's columns as this migration lays them out (`up`) or as 0011 left them (`down`). */
async function layOutSearchColumns(db: Kysely<unknown>, direction: 'up' | 'down'): Promise<void> {
  await sql`alter table sermons alter column search_text set storage ${sql.raw(direction === 'up' ? 'main' : 'extended')}`.execute(db);
  await sql`drop index sermons_search_idx`.execute(db);
  await sql`alter table sermons drop column search_vector`.execute(db);
  await sql`alter table sermons add column search_vector tsvector generated always as (${VECTOR}) stored`.execute(db);
  if (direction === 'up') await sql`alter table sermons alter column search_vector set statistics 0`.execute(db);
  await sql`create index sermons_search_idx on sermons using gin (search_vector)`.execute(db);
}

export function searchVectorWithoutStatistics(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') await layOutSearchColumns(db, 'up');
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') await layOutSearchColumns(db, 'down');
    },
  };
}

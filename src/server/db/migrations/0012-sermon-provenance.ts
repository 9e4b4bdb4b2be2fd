import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

// Every stored sermon records where its outline came from (decision 0026): before the preaching
// library, the offline engine composed every outline from the passage, and a model wrote the rest.
// Both the document and the document as first generated get it, so a restore keeps it. Documents
// are JSON text on both databases; only those without a provenance change.
export function sermonProvenance(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['document', 'generated_document'] as const) {
        const name = sql.ref(column);
        if (dialect === 'postgres') {
          await sql`update sermons set ${name} = jsonb_set(${name}::jsonb, '{provenance}', jsonb_build_object('outline', jsonb_build_object('kind', case when ${name}::jsonb->>'engine' = 'offline' then 'composed' else 'model' end)))::text
            where not (${name}::jsonb ? 'provenance')`.execute(db);
        } else {
          await sql`update sermons set ${name} = json_set(${name}, '$.provenance', json_object('outline', json_object('kind', case when json_extract(${name}, '$.engine') = 'offline' then 'composed' else 'model' end)))
            where json_type(${name}, '$.provenance') is null`.execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['document', 'generated_document'] as const) {
        const name = sql.ref(column);
        if (dialect === 'postgres') await sql`update sermons set ${name} = (${name}::jsonb - 'provenance')::text`.execute(db);
        else await sql`update sermons set ${name} = json_remove(${name}, '$.provenance')`.execute(db);
      }
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import { timestampType } from '../column-types.ts';
import type { Dialect } from '../database.ts';

// The sermon becomes one structured document (src/shared/sermon-document.ts), stored as JSON with
// a revision; the original generated document is kept beside it (to restore it after edits). The
// daily quota counts a log of generations instead of saved sermons, so deleting does not refund it.
//
// Every existing row is converted here. This is the one place that ever reads a point apart from
// its old text form (`heading\nreference — “text”\nexplanation\napplication`); the conversion
// is checked against that text, so the flat shape the API derives reads back exactly as before.
// The helpers below are frozen copies on purpose: a migration must not change when the app does.

interface Passage {
  reference: string;
  text: string;
}

interface Point {
  heading: string;
  passage: Passage | null;
  explanation: string;
  application: string;
}

const PASSAGE_LINE = /^(.+?) — “([\s\S]*)”$/;

function flatPoint(point: Point): string {
  return [point.heading, point.passage ? `${point.passage.reference} — “${point.passage.text}”` : '', point.explanation, point.application].filter((part) => part !== '').join('\n');
}

/** An old point's text as a structured point whose flat form is exactly that text. */
export function legacyPoint(text: string): Point {
  const [heading = '', ...rest] = text.split('\n');
  const match = rest[0] === undefined ? null : PASSAGE_LINE.exec(rest[0]);
  const passage = match ? { reference: match[1]!, text: match[2]! } : null;
  if (match) rest.shift();
  const point: Point =
    rest.length <= 1
      ? { heading, passage, explanation: rest[0] ?? '', application: '' }
      : { heading, passage, explanation: rest.slice(0, -1).join('\n'), application: rest.at(-1)! };
  // Text in no known shape (blank lines, an empty heading) is kept whole rather than guessed at.
  return flatPoint(point) === text ? point : { heading: '', passage: null, explanation: text, application: '' };
}

interface LegacyRow {
  id: string;
  title: string;
  main_scripture: string;
  introduction: string;
  points: string;
  illustrations: string;
  conclusion: string;
  language: string;
  audience_type: string;
  language_style: string;
  engine: string;
  verses: string;
}

function parseJsonArray(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** An old row as a version-1 sermon document. */
function legacyDocument(row: LegacyRow): Record<string, unknown> {
  const verses = parseJsonArray(row.verses).filter((v): v is Passage => typeof v === 'object' && v !== null && typeof (v as Passage).reference === 'string' && typeof (v as Passage).text === 'string');
  const points = parseJsonArray(row.points).map((point) => legacyPoint(typeof point === 'string' ? point : String(point)));
  return {
    schemaVersion: 1,
    title: row.title,
    mainPassage: { reference: row.main_scripture, text: verses.find((verse) => verse.reference === row.main_scripture)?.text ?? '' },
    introduction: row.introduction,
    points: points.length > 0 ? points : [{ heading: '', passage: null, explanation: '', application: '' }],
    illustrations: row.illustrations,
    conclusion: row.conclusion,
    notes: '',
    language: row.language,
    audienceType: row.audience_type,
    languageStyle: row.language_style,
    engine: row.engine,
  };
}

const OLD_COLUMNS = ['introduction', 'points', 'illustrations', 'conclusion', 'audience_type', 'language_style', 'engine', 'verses'] as const;
const BATCH = 500;

export function sermonDocuments(dialect: Dialect): Migration {
  const timestamp = timestampType(dialect);
  return {
    async up(untyped: Kysely<unknown>) {
      // The rows are untyped here: this migration sees the table as it was, not as the app does now.
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      await db.schema
        .createTable('sermon_generations')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sermon_generations_user_created_idx').on('sermon_generations').columns(['user_id', 'created_at']).execute();
      // The sermons already generated count toward today's quota as they did.
      await sql`insert into sermon_generations (id, user_id, created_at) select id, user_id, created_at from sermons`.execute(db);

      await db.schema.alterTable('sermons').addColumn('document', 'text', (col) => col.notNull().defaultTo('{}')).execute();
      await db.schema.alterTable('sermons').addColumn('generated_document', 'text', (col) => col.notNull().defaultTo('{}')).execute();
      await db.schema.alterTable('sermons').addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1)).execute();

      let after = '';
      for (;;) {
        const rows = (await db.selectFrom('sermons').select(['id', 'title', 'main_scripture', ...OLD_COLUMNS, 'language']).where('id', '>', after).orderBy('id').limit(BATCH).execute()) as LegacyRow[];
        for (const row of rows) {
          const json = JSON.stringify(legacyDocument(row));
          await db.updateTable('sermons').set({ document: json, generated_document: json }).where('id', '=', row.id).execute();
        }
        if (rows.length < BATCH) break;
        after = rows.at(-1)!.id;
      }
      for (const column of OLD_COLUMNS) await db.schema.alterTable('sermons').dropColumn(column).execute();
    },
    async down(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      for (const column of OLD_COLUMNS) {
        await db.schema
          .alterTable('sermons')
          .addColumn(column, 'text', (col) => col.notNull().defaultTo(column === 'points' || column === 'verses' ? '[]' : ''))
          .execute();
      }
      const rows = (await db.selectFrom('sermons').select(['id', 'document']).execute()) as Array<{ id: string; document: string }>;
      for (const row of rows) {
        const document = JSON.parse(row.document) as { mainPassage: Passage; introduction: string; points: Point[]; illustrations: string; conclusion: string; audienceType: string; languageStyle: string; engine: string };
        const quoted = [document.mainPassage, ...document.points.flatMap((point) => (point.passage ? [point.passage] : []))];
        const verses = [...new Map(quoted.filter((p) => p.reference !== '').map((p) => [p.reference, { reference: p.reference, text: p.text }])).values()];
        await db
          .updateTable('sermons')
          .set({
            introduction: document.introduction,
            points: JSON.stringify(document.points.map(flatPoint)),
            illustrations: document.illustrations,
            conclusion: document.conclusion,
            audience_type: document.audienceType,
            language_style: document.languageStyle,
            engine: document.engine,
            verses: JSON.stringify(verses),
          })
          .where('id', '=', row.id)
          .execute();
      }
      for (const column of ['document', 'generated_document', 'revision']) await db.schema.alterTable('sermons').dropColumn(column).execute();
      await db.schema.dropTable('sermon_generations').execute();
    },
  };
}

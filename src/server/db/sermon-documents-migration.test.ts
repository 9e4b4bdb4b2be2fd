import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sermonDocumentSchema } from '#shared/sermon-document.ts';
import { openMigrationDatabase, readSermonAt } from '#tests/support/migration-database.ts';
import { testDialects } from '#tests/support/test-databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateTo } from './migrate.ts';
import { legacyPoint } from './migrations/0008-sermon-documents.ts';

// Rows as the app stored them before migration 0008: both engines' point texts, and the odd ones.
const OFFLINE_POINTS = [
  'Jesus calls us to repent\nActs 2:38 — “Then Peter said unto them, Repent, and be baptized every one of you”\nRepentance is a turning.\nTurn to Him today.',
  'The name above every name\nActs 4:12 — “Neither is there salvation in any other”\nThere is one name.\nCall on it.',
  'The promise of the Spirit\nJoel 2:28 — “I will pour out my spirit upon all flesh”\nThe promise is for all.\nSeek Him.',
];
const LLM_POINTS = [
  // A model's reference that did not exist was dropped: no passage line.
  'Water and Spirit\nPeter answered the crowd.\nObey the gospel.',
  // A model's explanation may run over several lines.
  'A changed life\n2 Corinthians 5:17 — “Therefore if any man be in Christ, he is a new creature”\nAll things become new.\nOld things pass away.\nWalk in newness of life.',
  'Repent',
];
const ODD_POINTS = ['', '\nstarts with a blank line', 'Heading\n\nafter a blank line', 'Heading\nExplanation only', 'Dash — but no quote\nmore text\nlast line'];

interface OldRow {
  id: string;
  user_id: string;
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
  created_at: string;
  updated_at: string;
}

function oldRow(id: string, points: string[], overrides: Partial<OldRow> = {}): OldRow {
  const verses = [
    { reference: 'Acts 2:38', text: 'Then Peter said unto them, Repent, and be baptized every one of you' },
    { reference: 'Acts 4:12', text: 'Neither is there salvation in any other' },
    { reference: 'Joel 2:28', text: 'I will pour out my spirit upon all flesh' },
  ];
  return {
    id,
    user_id: 'u-old',
    title: `Sermon ${id}`,
    main_scripture: 'Acts 2:38',
    introduction: 'Peter stood up.\n“Then Peter said unto them, Repent…” (Acts 2:38)\nLet us hear him.',
    points: JSON.stringify(points),
    illustrations: 'A story.',
    conclusion: 'Come to the altar.\nRepent, be baptized in Jesus name, receive the Holy Ghost.',
    language: 'en',
    audience_type: 'general',
    language_style: 'standard',
    engine: 'offline',
    verses: JSON.stringify(verses),
    created_at: `2026-11-2${id.length % 3}T10:00:00.000Z`,
    updated_at: `2026-11-2${id.length % 3}T10:00:00.000Z`,
    ...overrides,
  };
}

const ROWS: OldRow[] = [
  oldRow('a-offline', OFFLINE_POINTS),
  oldRow('b-llm', LLM_POINTS, { engine: 'openai', verses: JSON.stringify([{ reference: 'Acts 2:38', text: 'Then Peter said unto them' }, { reference: '2 Corinthians 5:17', text: 'Therefore if any man be in Christ, he is a new creature' }]) }),
  oldRow('c-odd', ODD_POINTS, { conclusion: '', illustrations: '', verses: JSON.stringify([{ reference: 'Acts 2:38', text: 'Then Peter said unto them' }]) }),
  oldRow('d-spanish', ['Arrepentíos\nHechos 2:38 — “Pedro les dice: Arrepentíos”\nEl arrepentimiento.\n¿Y usted?'], {
    language: 'es',
    main_scripture: 'Hechos 2:38',
    audience_type: 'youth',
    language_style: 'simple',
    verses: JSON.stringify([{ reference: 'Hechos 2:38', text: 'Pedro les dice: Arrepentíos' }]),
  }),
  // The main passage's text was never stored for this one.
  oldRow('e-no-text', OFFLINE_POINTS.slice(0, 1), { main_scripture: 'John 3:16', verses: '[]' }),
];

describe('legacyPoint', () => {
  it('reads each old point into parts whose flat form is exactly the old text', () => {
    expect(legacyPoint(OFFLINE_POINTS[0]!)).toEqual({
      heading: 'Jesus calls us to repent',
      passage: { reference: 'Acts 2:38', text: 'Then Peter said unto them, Repent, and be baptized every one of you' },
      explanation: 'Repentance is a turning.',
      application: 'Turn to Him today.',
    });
    expect(legacyPoint(LLM_POINTS[0]!)).toEqual({ heading: 'Water and Spirit', passage: null, explanation: 'Peter answered the crowd.', application: 'Obey the gospel.' });
    expect(legacyPoint(LLM_POINTS[1]!)).toMatchObject({ explanation: 'All things become new.\nOld things pass away.', application: 'Walk in newness of life.' });
    // Text in no known shape is kept whole.
    expect(legacyPoint('Heading\n\nafter a blank line')).toEqual({ heading: '', passage: null, explanation: 'Heading\n\nafter a blank line', application: '' });
  });
});

for (const dialect of testDialects()) {
  describe(`migration 0008: sermons become documents [${dialect}]`, () => {
    let database: { handle: DatabaseHandle; drop(): Promise<void> };
    beforeAll(async () => {
      database = await openMigrationDatabase(dialect);
      await migrateTo(database.handle, '0007-billing-review-and-page-tokens');
      // The table as it was: written without the app's current types.
      const db = database.handle.db as unknown as Kysely<{ users: Record<string, unknown>; sermons: OldRow }>;
      const now = '2026-11-01T00:00:00.000Z';
      await db.insertInto('users').values({ id: 'u-old', email: 'old@example.org', name: 'Old', language: 'en', created_at: now, updated_at: now }).execute();
      await db.insertInto('sermons').values(ROWS).execute();
      expect(await migrateTo(database.handle, '0008-sermon-documents')).toEqual(['0008-sermon-documents']);
    });
    afterAll(() => database.drop());

    it('reads every old sermon back identically in the flat shape (a Spanish passage in Spanish marks)', async () => {
      for (const row of ROWS) {
        const sermon = await readSermonAt(database.handle, 'u-old', row.id);
        expect(sermon, row.id).not.toBeNull();
        expect(
          {
            title: sermon!.title,
            mainScripture: sermon!.mainScripture,
            introduction: sermon!.introduction,
            points: sermon!.points,
            illustrations: sermon!.illustrations,
            conclusion: sermon!.conclusion,
            language: sermon!.language,
            audienceType: sermon!.audienceType,
            languageStyle: sermon!.languageStyle,
            engine: sermon!.engine,
            // The quoted passages are now derived from the document; a row that lacked its main text has none to show.
            verses: row.id === 'e-no-text' ? [] : sermon!.verses,
            createdAt: sermon!.createdAt,
          },
          row.id,
        ).toEqual({
          title: row.title,
          mainScripture: row.main_scripture,
          introduction: row.introduction,
          // Since 2026-11-27 the flat shape quotes a Spanish passage with «…», as the page does.
          points: (JSON.parse(row.points) as string[]).map((point) => (row.language === 'es' ? point.replace(/ — “([\s\S]*)”/, ' — «$1»') : point)),
          illustrations: row.illustrations,
          conclusion: row.conclusion,
          language: row.language,
          audienceType: row.audience_type,
          languageStyle: row.language_style,
          engine: row.engine,
          verses: JSON.parse(row.verses),
          createdAt: row.created_at,
        });
      }
    });

    it('stores each as a version-1 document at revision 1, keeps it as the generated one, and drops the old columns', async () => {
      const { db } = database.handle;
      const rows = await db.selectFrom('sermons').select(['id', 'document', 'generated_document', 'revision']).orderBy('id').execute();
      expect(rows).toHaveLength(ROWS.length);
      for (const row of rows) {
        expect(Number(row.revision)).toBe(1);
        expect(row.generated_document).toBe(row.document);
      }
      const offline = sermonDocumentSchema.parse(JSON.parse(rows[0]!.document));
      expect(offline.points.map((point) => point.passage?.reference)).toEqual(['Acts 2:38', 'Acts 4:12', 'Joel 2:28']);
      expect(offline.notes).toBe('');
      const columns = (await db.introspection.getTables()).find((table) => table.name === 'sermons')!.columns.map((column) => column.name);
      expect(columns).not.toContain('points');
      expect(columns).toEqual(expect.arrayContaining(['document', 'generated_document', 'revision', 'title', 'main_scripture', 'language']));
    });

    it("counts the old sermons in today's generation log, so the quota carries over", async () => {
      const logged = await database.handle.db.selectFrom('sermon_generations').select(['id', 'user_id']).orderBy('id').execute();
      expect(logged).toEqual(ROWS.map((row) => ({ id: row.id, user_id: 'u-old' })));
    });

    it('rolls back to the old columns with the same content, and forward again', async () => {
      expect(await migrateTo(database.handle, '0007-billing-review-and-page-tokens')).toEqual(['0008-sermon-documents']);
      const db = database.handle.db as unknown as Kysely<{ sermons: OldRow }>;
      const rows = await db.selectFrom('sermons').select(['id', 'points', 'introduction', 'engine', 'audience_type']).orderBy('id').execute();
      expect(rows.map((row) => JSON.parse(row.points) as unknown)).toEqual(ROWS.map((row) => JSON.parse(row.points) as unknown));
      expect(rows.map((row) => [row.introduction, row.engine, row.audience_type])).toEqual(ROWS.map((row) => [row.introduction, row.engine, row.audience_type]));
      expect(await migrateTo(database.handle, '0008-sermon-documents')).toEqual(['0008-sermon-documents']);
      expect((await readSermonAt(database.handle, 'u-old', 'b-llm'))!.points).toEqual(LLM_POINTS);
    });
  });
}

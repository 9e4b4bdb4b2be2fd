// Realistic sermon rows written straight into a server's database: the content of a few real
// offline-engine sermons, reused under new titles and dates, in multi-row inserts per transaction.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, SermonsTable } from '../src/server/db/schema.ts';
import { createOfflineEngine } from '../src/server/generation/offline/offline-engine.ts';
import { AUDIENCE_TYPES } from '../src/shared/constants.ts';
import type { SermonDocument } from '../src/shared/sermon-document.ts';
import { memberSearchKey, searchColumnText } from '../src/server/sermons/search-tokens.ts';

const SUBJECTS = [
  { title: 'Faith in the storm', scripture: 'Mark 4:39', language: 'en' },
  { title: 'The new birth', scripture: 'Acts 2:38', language: 'en' },
  { title: 'La gracia de Dios', scripture: 'Efesios 2:8', language: 'es' },
  { title: 'Holiness', scripture: '', language: 'en' },
] as const;

interface SampleSermon {
  language: 'en' | 'es';
  generated: SermonDocument;
}

/** A few sermons as the offline engine writes them (the same sizes as real ones). */
export async function sampleSermons(): Promise<SampleSermon[]> {
  const engine = createOfflineEngine();
  const samples: SampleSermon[] = [];
  for (const subject of SUBJECTS) {
    const generated = await engine.generate({ title: subject.title, scripture: subject.scripture, audienceType: 'general', language: subject.language, languageStyle: 'standard' });
    samples.push({ language: subject.language, generated });
  }
  return samples;
}

/** One row shaped like saveSermon's, dated `createdAt`. */
function sermonRow(userId: string, sample: SampleSermon, index: number, createdAt: Date): SermonsTable {
  // Every audience in turn, and a numbered title: a search for one number finds one sermon per member.
  const document: SermonDocument = { ...sample.generated, title: `${sample.generated.title} (${index + 1})`, audienceType: AUDIENCE_TYPES[index % AUDIENCE_TYPES.length]! };
  const json = JSON.stringify(document);
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    title: document.title,
    main_scripture: document.mainPassage.reference,
    language: sample.language,
    audience_type: document.audienceType,
    language_style: document.languageStyle,
    search_text: searchColumnText(document),
    search_key: memberSearchKey(userId),
    document: json,
    generated_document: json,
    revision: 1,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
    twin_id: null,
  };
}

const ROWS_PER_INSERT = 500;
const ROWS_PER_TRANSACTION = 5_000;

/**
 * `count` sermons for a user, dated one every `spacingMs` back from `newest` (with a little jitter so
 * dates are not all distinct by the same step), inserted in batches.
 */
export async function seedSermons(db: Kysely<Database>, userId: string, count: number, samples: SampleSermon[], newest = new Date(), spacingMs = 3 * 3_600_000): Promise<void> {
  for (let start = 0; start < count; start += ROWS_PER_TRANSACTION) {
    const end = Math.min(count, start + ROWS_PER_TRANSACTION);
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < end; from += ROWS_PER_INSERT) {
        const rows: SermonsTable[] = [];
        for (let index = from; index < Math.min(end, from + ROWS_PER_INSERT); index++) {
          const jitter = Math.floor(Math.random() * 60_000);
          rows.push(sermonRow(userId, samples[index % samples.length]!, index, new Date(newest.getTime() - index * spacingMs - jitter)));
        }
        await trx.insertInto('sermons').values(rows).execute();
      }
    });
  }
}

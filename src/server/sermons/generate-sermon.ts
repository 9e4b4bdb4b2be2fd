import type { Kysely } from 'kysely';
import type { Logger } from '../logger.ts';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { Sermon } from '#shared/sermon.ts';
import { sermonDocumentSchema, type PartialSermonDocument, type SermonDocument } from '#shared/sermon-document.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { isTransactionConflict } from '../db/transaction-conflict.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { GenerationError, type GenerateOptions, type SermonEngine } from '../generation/sermon-engine.ts';
import { loopTurns } from '../generation/turns-of-the-loop.ts';
import type { ApiMessageKey } from '../i18n/api-messages.ts';
import { acquireGenerationLock, GENERATION_DEADLINE_MS, keepGenerationLock, releaseGenerationLock, releaseGenerationLockSoon } from './generation-guard.ts';
import { groupedSaves } from './grouped-saves.ts';
import { countGenerationsSince, saveGeneratedSermon, type GeneratedSave } from './sermon-repository.ts';

export interface GenerationDeps {
  db: Kysely<Database>;
  /** SQLite's driver saves on this thread (a save takes a turn); PostgreSQL's waits on the network. */
  dialect: Dialect;
  engine: SermonEngine;
  dailyQuota: number;
  logger: Logger;
}

/** Why a generation may not start: one is already running, or the day's quota is used. */
export type GenerationRefusal = 'generation_in_progress' | 'daily_quota';

/** A generation the user may run now: they hold the lock until `release`. */
interface GenerationSlot {
  /** Runs the engine, checks its document and saves it with the generation it counts. */
  run(input: GenerateRequest, onPartial?: (partial: PartialSermonDocument) => void): Promise<Sermon>;
  /**
   * Writes a document some other way with the engine (a twin, issue 27), checks it and saves it
   * with the generation it counts, linked to `twinOf` both ways.
   */
  write(produce: (engine: SermonEngine, options: GenerateOptions) => Promise<SermonDocument>, twinOf: string): Promise<Sermon>;
  /** Frees the user's lock (always call it, whatever `run` did). */
  release(): Promise<void>;
}

const DAY_MS = 86_400_000;

/** One group of saves per SQLite database (grouped-saves.ts), whichever request asks. */
const savesOf = new WeakMap<Kysely<Database>, (save: GeneratedSave) => Promise<Sermon>>();

/**
 * SQLite's saves take turns of the loop and share commits with the saves waiting beside them; a
 * save to PostgreSQL waits on the network and takes no turn.
 */
function saveFor(db: Kysely<Database>, dialect: Dialect): (save: GeneratedSave) => Promise<Sermon> {
  if (dialect !== 'sqlite') return ({ userId, document, now, twinOf }) => saveGeneratedSermon(db, userId, document, now, twinOf);
  let save = savesOf.get(db);
  if (!save) savesOf.set(db, (save = groupedSaves(db, loopTurns)));
  return save;
}

/**
 * Takes the user's one-at-a-time lock, then counts the day's generations under it. The count and
 * the generation's log row (written with the sermon, before the lock is released) are therefore
 * never interleaved with another request of the same user: concurrent requests cannot pass the
 * quota together.
 */
export async function startGeneration(deps: GenerationDeps, userId: string, now = new Date()): Promise<GenerationSlot | GenerationRefusal> {
  const { db, dialect, engine, dailyQuota, logger } = deps;
  if (!(await acquireGenerationLock(db, userId, now.getTime()))) return 'generation_in_progress';
  const release = async () => {
    try {
      await releaseGenerationLock(db, userId);
    } catch {
      // Released before the answer goes out; if the database is unreachable right now, retried
      // in the background instead of holding the answer.
      releaseGenerationLockSoon(db, userId).catch((error: unknown) => logger.warn({ err: error }, 'generation lock not released; it expires by itself'));
    }
  };
  try {
    if ((await countGenerationsSince(db, userId, new Date(now.getTime() - DAY_MS))) >= dailyQuota) {
      await release();
      return 'daily_quota';
    }
  } catch (error) {
    await release();
    throw error;
  }

  const write = async (produce: (engine: SermonEngine, options: GenerateOptions) => Promise<SermonDocument>, twinOf: string | null, onPartial?: (partial: PartialSermonDocument) => void) => {
    // The work is not tied to the connection: a sermon the user was shown is never lost even
    // if the browser goes away.
    const stopRenewing = keepGenerationLock(db, userId, (error) => logger.warn({ err: error }, 'generation lock renewal failed'));
    try {
      // Computation on this thread takes its turn, so a burst of generations neither holds back
      // every other request nor serves members out of order (turns-of-the-loop.ts). A turn must
      // not wait on the network: a model's writing does not take one, nor a save to PostgreSQL.
      const options = { signal: AbortSignal.timeout(GENERATION_DEADLINE_MS), ...(onPartial ? { onPartial } : {}) };
      const document = engine.computesHere ? await loopTurns.run(() => produce(engine, options)) : await produce(engine, options);
      return await saveFor(db, dialect)({ userId, document: verified(document, engine.name), now: new Date(), twinOf });
    } finally {
      stopRenewing();
    }
  };
  return {
    release,
    run: (input, onPartial) => write((chosen, options) => chosen.generate(input, options), null, onPartial),
    write: (produce, twinOf) => write(produce, twinOf),
  };
}

/** The engine's document checked against the shared schema before anything is saved. */
function verified(document: SermonDocument, engine: string): SermonDocument {
  const parsed = sermonDocumentSchema.safeParse({ ...document, engine });
  if (!parsed.success) throw new GenerationError('generation_failed', `the engine's document does not fit the schema: ${parsed.error.message}`);
  return parsed.data;
}

/** What the user is told when a generation fails, and whether it is worth an error log. */
export function generationFailure(error: unknown): { status: 422 | 500 | 502 | 503; key: ApiMessageKey } {
  // The sermon was written but the database went away before it was saved: "try again", not a bug.
  if (isDatabaseUnavailable(error) || isTransactionConflict(error)) return { status: 503, key: 'service_unavailable' };
  if (error instanceof GenerationError && error.code === 'passage_not_found') return { status: 422, key: 'passage_not_found' };
  if (error instanceof GenerationError && error.code === 'no_scripture_found') return { status: 422, key: 'no_scripture_found' };
  // The model failed, ran away or answered nothing usable: an upstream failure, not this server's bug.
  if (error instanceof GenerationError && error.code === 'draft_too_long') return { status: 502, key: 'draft_too_long' };
  if (error instanceof GenerationError && error.code === 'draft_rejected') return { status: 502, key: 'draft_rejected' };
  if (error instanceof GenerationError && error.code === 'draft_section_empty') return { status: 502, key: 'draft_section_empty' };
  if (error instanceof GenerationError) return { status: 502, key: 'generation_failed' };
  return { status: 500, key: 'generation_failed' };
}

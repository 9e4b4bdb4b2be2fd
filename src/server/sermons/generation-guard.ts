import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** No generation runs longer: the route aborts the engine at this deadline. */
export const GENERATION_DEADLINE_MS = 60_000;
/**
 * A lock older than the deadline (plus time to save) belongs to a process that died mid-generation
 * (a crash, a kill): it may be taken over, so such a user waits at most this long, not forever.
 */
const STALE_LOCK_MS = GENERATION_DEADLINE_MS + 15_000;

/** Takes the user's generation lock; false while another generation of theirs is running. */
export async function acquireGenerationLock(db: Kysely<Database>, userId: string, now = Date.now()): Promise<boolean> {
  const taken = await db
    .insertInto('generation_locks')
    .values({ user_id: userId, started_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ started_at: now }).where('generation_locks.started_at', '<', now - STALE_LOCK_MS))
    .returning('user_id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function releaseGenerationLock(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('generation_locks').where('user_id', '=', userId).execute();
}

/** Sermons the user generated in the last 24 hours. */
export async function sermonsToday(db: Kysely<Database>, userId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const row = await db.selectFrom('sermons').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

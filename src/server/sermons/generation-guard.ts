import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** No generation runs longer: the route aborts the engine at this deadline. */
export const GENERATION_DEADLINE_MS = 60_000;
/** While a generation runs, its process renews the lock this often (`started_at` = last renewal). */
export const LOCK_HEARTBEAT_MS = 10_000;
/**
 * A lock not renewed for this long belongs to a process that died mid-generation (a crash, a
 * kill, a lost instance): it may be taken over, so such a pastor waits seconds, not minutes —
 * however long generations run.
 */
export const STALE_LOCK_MS = 2.5 * LOCK_HEARTBEAT_MS;

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

/** Renews the lock of a generation that is still running (see LOCK_HEARTBEAT_MS). */
export async function renewGenerationLock(db: Kysely<Database>, userId: string, now = Date.now()): Promise<void> {
  await db.updateTable('generation_locks').set({ started_at: now }).where('user_id', '=', userId).execute();
}

/** Holds the user's lock alive until the returned function is called. */
export function keepGenerationLock(db: Kysely<Database>, userId: string, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => renewGenerationLock(db, userId).catch(onError), LOCK_HEARTBEAT_MS);
  return () => clearInterval(timer);
}

export async function releaseGenerationLock(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('generation_locks').where('user_id', '=', userId).execute();
}

/**
 * Releases the lock, and if the database cannot be reached right now (a restart), keeps trying in
 * the background for as long as the lock would otherwise block the pastor: a lock lost that way
 * would make them wait out STALE_LOCK_MS after the database is back.
 */
export async function releaseGenerationLockSoon(db: Kysely<Database>, userId: string, retryEveryMs = 1000): Promise<void> {
  const giveUpAt = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      return await releaseGenerationLock(db, userId);
    } catch (error) {
      if (Date.now() + retryEveryMs > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryEveryMs).unref());
    }
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function renameUser(db: Kysely<Database>, userId: string, name: string, now = new Date()): Promise<void> {
  await db.updateTable('users').set({ name, updated_at: now.toISOString() }).where('id', '=', userId).execute();
}

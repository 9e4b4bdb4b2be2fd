// Password-reset links live in better-auth's `verifications` table, one row per link: the
// identifier is a hash of the token (storeIdentifier: 'hashed'), the value the user's id. Reset
// links are the only verifications this app makes (no e-mail verification, no other plugin), so
// "the account's verifications" are exactly its live reset links.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

interface VerificationsTable {
  id: string;
  value: string;
}

const verifications = (db: Kysely<Database>) => db as unknown as Kysely<{ verifications: VerificationsTable }>;

/** A new link makes every earlier link of the account useless. */
export async function endEarlierResetLinks(db: Kysely<Database>, link: { id: string; value: string }): Promise<void> {
  await verifications(db).deleteFrom('verifications').where('value', '=', link.value).where('id', '!=', link.id).execute();
}

/** A reset that succeeded ends every other link the account still had. */
export async function endResetLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await verifications(db).deleteFrom('verifications').where('value', '=', userId).execute();
}

import type { Kysely } from 'kysely';
import type { MeResponse } from '#shared/session-schemas.ts';
import type { Database } from '../db/schema.ts';
import { hasSubscriptionRow } from '../billing/subscription-repository.ts';
import { renameUser } from './account-repository.ts';

/** What /api/me and /api/session read and write besides the session itself. */
export interface MemberAccountDeps {
  db: Kysely<Database>;
}

/** The member with whether they have had their trial: a subscriptions row exists once a provider reported one. */
export async function withTrial({ db }: MemberAccountDeps, user: MeResponse): Promise<MeResponse> {
  return { ...user, trial_used: await hasSubscriptionRow(db, user.id) };
}

/** The member's own name, shown where the app greets them. */
export async function renameMember({ db }: MemberAccountDeps, user: MeResponse, name: string): Promise<MeResponse> {
  await renameUser(db, user.id, name);
  return { ...user, name };
}

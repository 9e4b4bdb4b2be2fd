import type { Kysely } from 'kysely';
import { normalizeEmail } from '#shared/email.ts';
import { toBoolean, toIsoString, type Database } from '../db/schema.ts';

interface CommandResult {
  ok: boolean;
  output: string;
}

export const ADMIN_USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list | billing-conflicts | resolve-conflict <id>';

/** `npm run admin`: grants or revokes full access without a subscription (product §6 admin). */
export async function runAdminCommand(db: Kysely<Database>, args: string[]): Promise<CommandResult> {
  const [command, rawEmail] = args;
  if (command === 'list' && args.length === 1) {
    const admins = await db.selectFrom('users').select(['email', 'created_at']).where('is_admin', '=', true).orderBy('email').execute();
    if (admins.length === 0) return { ok: true, output: 'No administrators yet. Grant access with: npm run admin -- grant <email>' };
    return { ok: true, output: admins.map((a) => `${a.email}\t(account since ${toIsoString(a.created_at).slice(0, 10)})`).join('\n') };
  }
  if ((command === 'grant' || command === 'revoke') && rawEmail && args.length === 2) {
    const email = normalizeEmail(rawEmail);
    const user = await db.selectFrom('users').select(['id', 'is_admin']).where('email', '=', email).executeTakeFirst();
    if (!user) return { ok: false, output: `No account uses the e-mail ${email}. The person must sign up first.` };
    const makeAdmin = command === 'grant';
    if (toBoolean(user.is_admin) === makeAdmin) return { ok: true, output: `${email} ${makeAdmin ? 'is already' : 'is not'} an administrator; nothing changed.` };
    await db.updateTable('users').set({ is_admin: makeAdmin, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    return { ok: true, output: makeAdmin ? `${email} is now an administrator (full access without a subscription).` : `${email} is no longer an administrator.` };
  }
  if (command === 'billing-conflicts' && args.length === 1) return listBillingConflicts(db);
  const conflictId = args[1];
  if (command === 'resolve-conflict' && conflictId && args.length === 2) {
    const resolved = await db.updateTable('billing_conflicts').set({ resolved_at: new Date().toISOString() }).where('id', '=', conflictId).where('resolved_at', 'is', null).executeTakeFirst();
    return Number(resolved.numUpdatedRows) > 0 ? { ok: true, output: `Billing conflict ${conflictId} marked as reviewed.` } : { ok: false, output: `No unreviewed billing conflict has the id ${conflictId}.` };
  }
  return { ok: false, output: ADMIN_USAGE };
}

/** Provider events kept for review instead of replacing a live subscription (decision 0018). */
async function listBillingConflicts(db: Kysely<Database>): Promise<CommandResult> {
  const rows = await db
    .selectFrom('billing_conflicts')
    .leftJoin('users', 'users.id', 'billing_conflicts.user_id')
    .select(['billing_conflicts.id', 'billing_conflicts.provider', 'billing_conflicts.event_type', 'billing_conflicts.reason', 'billing_conflicts.stored_subscription_id', 'billing_conflicts.event_subscription_id', 'billing_conflicts.created_at', 'users.email'])
    .where('billing_conflicts.resolved_at', 'is', null)
    .orderBy('billing_conflicts.created_at')
    .execute();
  if (rows.length === 0) return { ok: true, output: 'No billing conflicts to review.' };
  return {
    ok: true,
    output: rows
      .map((r) => `${r.id}\t${toIsoString(r.created_at).slice(0, 19)}\t${r.provider}\t${r.email ?? '(deleted account)'}\tholds ${r.stored_subscription_id ?? '—'}, event ${r.event_type} for ${r.event_subscription_id ?? '—'}\t${r.reason}`)
      .join('\n'),
  };
}

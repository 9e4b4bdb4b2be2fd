import { expect, it } from 'vitest';
import { me, signUp } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';
import { bodyOf } from '#tests/support/api-client.ts';

describeEachDatabase('admin command', (ctx) => {
  it('grants and revokes admin by e-mail, and /api/me follows', async () => {
    const email = uniqueEmail('admin');
    const { cookie } = await signUp(ctx(), email);
    const granted = await runAdminCommand(ctx().database.db, ['grant', `  ${email.toUpperCase()} `]);
    expect(granted).toEqual({ ok: true, output: `${email} is now an administrator (full access without a subscription).` });
    expect(await (await me(ctx(), cookie)).json()).toMatchObject({ is_admin: true, is_subscribed: false });

    const listed = await runAdminCommand(ctx().database.db, ['list']);
    expect(listed.output).toContain(email);

    expect((await runAdminCommand(ctx().database.db, ['grant', email])).output).toContain('already');
    expect((await runAdminCommand(ctx().database.db, ['revoke', email])).output).toBe(`${email} is no longer an administrator.`);
    expect(await (await me(ctx(), cookie)).json()).toMatchObject({ is_admin: false });
  });

  it('says clearly when no account has the e-mail', async () => {
    expect(await runAdminCommand(ctx().database.db, ['grant', 'nobody@example.org'])).toEqual({
      ok: false,
      output: 'No account uses the e-mail nobody@example.org. The person must sign up first.',
    });
  });

  it('lists the billing conflicts kept for review, and marks one reviewed', async () => {
    const email = uniqueEmail('conflict');
    const { response } = await signUp(ctx(), email);
    const { user } = await bodyOf(response, signUpRoute.responses[200]);
    expect(await runAdminCommand(ctx().database.db, ['billing-conflicts'])).toEqual({ ok: true, output: 'No billing conflicts to review.' });
    await ctx()
      .database.db.insertInto('billing_conflicts')
      .values({ id: 'bc-1', provider: 'lemonsqueezy', event_id: 'e1', event_type: 'subscription_created', user_id: user.id, stored_subscription_id: '1001', event_subscription_id: '2002', reason: 'user_holds_another_live_subscription', event: '{}', created_at: new Date().toISOString(), resolved_at: null })
      .execute();
    const listed = await runAdminCommand(ctx().database.db, ['billing-conflicts']);
    expect(listed.output).toMatch(/^bc-1\t.*\tlemonsqueezy\t/);
    expect(listed.output).toContain(`${email}\tholds 1001, event subscription_created for 2002\tuser_holds_another_live_subscription`);
    expect(await runAdminCommand(ctx().database.db, ['resolve-conflict', 'bc-1'])).toEqual({ ok: true, output: 'Billing conflict bc-1 marked as reviewed.' });
    expect((await runAdminCommand(ctx().database.db, ['resolve-conflict', 'bc-1'])).ok).toBe(false);
    expect((await runAdminCommand(ctx().database.db, ['billing-conflicts'])).output).toBe('No billing conflicts to review.');
  });

  it('explains its usage for anything else', async () => {
    for (const args of [[], ['grant'], ['promote', 'a@b.co'], ['list', 'extra']]) {
      expect(await runAdminCommand(ctx().database.db, args)).toEqual({ ok: false, output: ADMIN_USAGE });
    }
  });
}, { env: { TRUST_PROXY: 'true' } });

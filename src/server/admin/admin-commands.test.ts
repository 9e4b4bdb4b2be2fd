import { expect, it } from 'vitest';
import { me, signUp, uniqueEmail } from '../testing/auth-helpers.ts';
import { describeEachDatabase } from '../testing/test-app.ts';
import { ADMIN_USAGE, runAdminCommand } from './admin-commands.ts';

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

  it('explains its usage for anything else', async () => {
    for (const args of [[], ['grant'], ['promote', 'a@b.co'], ['list', 'extra']]) {
      expect(await runAdminCommand(ctx().database.db, args)).toEqual({ ok: false, output: ADMIN_USAGE });
    }
  });
}, { env: { TRUST_PROXY: 'true' } });

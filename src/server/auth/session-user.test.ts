import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import { verifiedToken } from './session-user.ts';
import { apiUrls } from '#tests/support/api-client.ts';

const DAY = 24 * 3600_000;

describeEachDatabase('the session check of signed-in requests', (ctx) => {
  const me = (cookie: string) => ctx().app.request(apiUrls.me.$url(), { headers: { Cookie: cookie } });
  const sessionRow = (userId: string) => ctx().database.db.selectFrom('sessions').select(['token', 'expires_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();

  it('accepts the cookie it issued and reads the access flags fresh on every request', async () => {
    const { cookie, userId } = await signUpMember(ctx(), { subscribed: false });
    expect(await (await me(cookie)).json()).toMatchObject({ id: userId, is_subscribed: false });
    await ctx().database.db.updateTable('users').set({ is_subscribed: true }).where('id', '=', userId).execute();
    expect(await (await me(cookie)).json()).toMatchObject({ id: userId, is_subscribed: true });
  });

  it('refuses a cookie whose signature does not match, or a bare token', async () => {
    const { cookie: cookies, userId } = await signUpMember(ctx());
    const cookie = cookies.split('; ').find((pair) => pair.includes('session_token='))!;
    const { token } = await sessionRow(userId);
    const [name] = cookie.split('=');
    expect((await me(`${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`)).status).toBe(401);
    expect((await me(`${name}=${token}`)).status).toBe(401);
    expect((await me(cookie.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')))).status).toBe(401);
  });

  it('ends an expired session (better-auth removes it)', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    await ctx().database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();
    expect((await me(cookie)).status).toBe(401);
    expect(await ctx().database.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('extends a session that is due for its daily refresh', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    // Refreshed two days ago: 28 of its 30 days left.
    const before = new Date(Date.now() + 28 * DAY);
    await ctx().database.db.updateTable('sessions').set({ expires_at: before.toISOString() }).where('user_id', '=', userId).execute();
    expect((await me(cookie)).status).toBe(200);
    const after = new Date((await sessionRow(userId)).expires_at).getTime();
    expect(after).toBeGreaterThan(before.getTime() + DAY);
  });
});

it('verifiedToken reads only a value signed with the secret', () => {
  const signed = (token: string, secret: string) => `${token}.${crypto.createHmac('sha256', secret).update(token).digest('base64')}`;
  expect(verifiedToken(signed('tok123', 's3cret'), 's3cret')).toBe('tok123');
  expect(verifiedToken(signed('tok123', 'other'), 's3cret')).toBeNull();
  expect(verifiedToken('tok123', 's3cret')).toBeNull();
  expect(verifiedToken('.abc', 's3cret')).toBeNull();
});

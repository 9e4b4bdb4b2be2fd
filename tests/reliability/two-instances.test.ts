// Two server processes on one PostgreSQL database, as behind a load balancer: a pastor's session,
// a sign-out everywhere, the sign-in limits and the billing webhooks all behave as on one server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider, localBillingKey } from '../../src/server/billing/providers/local-provider.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { createPostgresDatabase } from '#tests/support/test-databases.ts';
import { nextClientIp, openServerDatabase, signUpMember, type Member } from '../support/members.ts';
import { cookieFrom, httpRequest } from '../support/reliability-http.ts';
import { startServer, TEST_SESSION_SECRET, type ServerProcess } from '../support/server-process.ts';
import { webhookRoute } from '#server/billing/billing-contract.ts';
import { bodyOf, servedApi } from '#tests/support/api-client.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let pg: { url: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let database: DatabaseHandle;

  beforeAll(async () => {
    pg = await createPostgresDatabase();
    // One after the other: the first migrates, the second finds the schema up to date.
    a = await startServer({ databaseUrl: pg.url });
    b = await startServer({ databaseUrl: pg.url });
    database = openServerDatabase(a, pg.url);
  });

  afterAll(async () => {
    await database?.close();
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await pg?.drop();
  });

  const me = (server: ServerProcess, cookie: string) => httpRequest(servedApi(server.url).me.$url().href, { headers: { cookie, 'x-forwarded-for': nextClientIp() } });
  const signIn = (server: ServerProcess, member: Pick<Member, 'email' | 'password'>, ip = nextClientIp()) =>
    httpRequest(servedApi(server.url).auth['sign-in'].email.$url().href, { method: 'POST', headers: { 'x-forwarded-for': ip }, json: { email: member.email, password: member.password } });

  it('accepts a session made on one instance on the other', async () => {
    const member = await signUpMember(a.url, database);
    const answer = await me(b, member.cookie);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ id: member.userId, email: member.email });
  });

  it('signs out everywhere on both instances', async () => {
    const member = await signUpMember(a.url, database);
    const second = await signIn(b, member);
    expect(second.status).toBe(200);
    const otherDevice = cookieFrom(second);
    expect((await me(a, otherDevice)).status).toBe(200);

    const signOut = await httpRequest(servedApi(b.url).session['sign-out'].$url().href, { method: 'POST', headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp() }, json: { scope: 'global' } });
    expect(signOut.status).toBe(200);
    for (const server of [a, b]) {
      for (const cookie of [member.cookie, otherDevice]) expect((await me(server, cookie)).status, `${server.url} still knows a session`).toBe(401);
    }
  });

  it('shares the per-account sign-in limit: failures split across both instances are refused at the same count as on one', async () => {
    /** The attempt number of the first 429, wrong passwords from a new address each time. */
    const firstRefusal = async (servers: ServerProcess[]) => {
      const member = await signUpMember(a.url, database);
      for (let attempt = 1; attempt <= 30; attempt++) {
        const answer = await signIn(servers[attempt % servers.length]!, { email: member.email, password: 'Wrong-password-1' });
        if (answer.status === 429) return attempt;
        expect(answer.status).toBe(401);
      }
      return Infinity;
    };
    const onOne = await firstRefusal([a]);
    const acrossTwo = await firstRefusal([a, b]);
    console.log(`first sign-in refusal: attempt ${onOne} on one instance, ${acrossTwo} across two`);
    expect(onOne).toBeLessThan(Infinity);
    expect(acrossTwo).toBe(onOne);
  });

  it('applies a webhook delivered to both instances at once exactly once', async () => {
    const member = await signUpMember(a.url, database, { subscribed: false });
    const provider = createLocalProvider({ key: localBillingKey(TEST_SESSION_SECRET) });
    const periodEnd = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const { rawBody, headers } = provider.signedEvent('subscription.created', {
      user_id: member.userId,
      customer_id: `cus_${member.userId}`,
      subscription_id: `sub_${member.userId}`,
      status: 'active',
      trial_end: null,
      current_period_end: periodEnd,
      cancel_at_period_end: false,
    });
    const eventId = (JSON.parse(rawBody) as { id: string }).id;
    const deliver = (server: ServerProcess) =>
      fetch(servedApi(server.url).billing.webhooks[':provider'].$url({ param: { provider: 'local' } }).href, { method: 'POST', headers, body: rawBody }).then(async (response) => ({ status: response.status, body: await bodyOf(response, webhookRoute.responses[200]) }));

    const answers = await Promise.all([deliver(a), deliver(b), deliver(a), deliver(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate']);

    const events = await database.db.selectFrom('billing_events').selectAll().where('event_id', '=', eventId).execute();
    expect(events.map((event) => event.outcome)).toEqual(['applied']);
    const subscriptions = await database.db.selectFrom('subscriptions').select(['status', 'subscription_id']).where('user_id', '=', member.userId).execute();
    expect(subscriptions).toEqual([{ status: 'active', subscription_id: `sub_${member.userId}` }]);
    const user = await database.db.selectFrom('users').select('is_subscribed').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(user.is_subscribed).toBe(true);
    // Audit rows belong to cancellations by the user, not to deliveries: none, and none twice.
    expect(await database.db.selectFrom('subscription_audit').select('id').where('user_id', '=', member.userId).execute()).toEqual([]);
    // Both instances now let the pastor in.
    for (const server of [a, b]) expect(JSON.parse((await me(server, member.cookie)).body)).toMatchObject({ id: member.userId });
  });
});

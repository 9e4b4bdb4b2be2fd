// Server-side access control: no session → 401, a signed-in non-subscriber → 403 on the
// premium APIs (prepare, edit, restore, preach) but their own sermons to read and delete
// (decision 0024), another member's sermon → 404 and untouched, and no request can grant itself
// the subscription or admin flags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { cookiesFrom, GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { signUpMember, type Member } from '../support/members.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { isJsonError, jsonOf, send, startSuiteServer, suiteDatabases, type SuiteServer } from '../support/security-http.ts';
import { GENERATE_BODY } from '../support/generate-body.ts';
import { apiUrls } from '#tests/support/api-client.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';

const FLAGS = { is_subscribed: true, is_admin: true, isSubscribed: true, isAdmin: true };

describe.each(suiteDatabases())('access control on %s', (databaseKind) => {
  let suite: SuiteServer;
  let database: DatabaseHandle;
  let subscriber: Member;
  let other: Member;
  let nonSubscriber: Member;
  let sermonId: string;
  let update: { document: Record<string, unknown>; revision: number };
  const url = () => suite.server.url;

  beforeAll(async () => {
    suite = await startSuiteServer(databaseKind);
    database = suite.database;
    subscriber = await signUpMember(url(), database, { subscribed: true });
    other = await signUpMember(url(), database, { subscribed: true });
    nonSubscriber = await signUpMember(url(), database, { subscribed: false });
    const generated = await send(url(), apiUrls.sermons.generate.$path(), { body: GENERATE_BODY, cookie: subscriber.cookie });
    expect(generated.status).toBe(201);
    const { id, document, revision } = jsonOf(generated, sermonResponseSchema);
    sermonId = id;
    // A well-formed save someone else would like to make: only the owner may.
    update = { document: { ...document, title: 'Taken over', notes: 'not yours' }, revision };
  });
  afterAll(async () => {
    await suite?.stop();
  });

  const flagsOf = async (userId: string) => {
    const row = await database.db.selectFrom('users').select(['is_subscribed', 'is_admin']).where('id', '=', userId).executeTakeFirstOrThrow();
    return { is_subscribed: Boolean(row.is_subscribed), is_admin: Boolean(row.is_admin) };
  };
  const sermonExists = async (id: string) => Boolean(await database.db.selectFrom('sermons').select('id').where('id', '=', id).executeTakeFirst());

  interface Endpoint {
    method: string;
    path: string;
    body?: unknown;
  }
  /** Premium: a subscription (or admin) is needed. */
  const PREMIUM_SERMON_ENDPOINTS = (): Endpoint[] => [
    { method: 'POST', path: apiUrls.sermons.generate.$path(), body: GENERATE_BODY },
    { method: 'PUT', path: apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), body: update },
    { method: 'GET', path: apiUrls.sermons[':id'].generated.$path({ param: { id: sermonId } }) },
    { method: 'GET', path: apiUrls.sermons[':id'].preach.$path({ param: { id: sermonId } }) },
  ];
  const SERMON_ENDPOINTS = (): Endpoint[] => [
    ...PREMIUM_SERMON_ENDPOINTS(),
    { method: 'GET', path: apiUrls.sermons.$path() },
    { method: 'GET', path: apiUrls.sermons[':id'].$path({ param: { id: sermonId } }) },
    { method: 'DELETE', path: apiUrls.sermons[':id'].$path({ param: { id: sermonId } }) },
  ];
  const BILLING_ENDPOINTS = (): Endpoint[] => [
    { method: 'POST', path: apiUrls.billing.checkout.$path(), body: { language: 'en' } },
    { method: 'POST', path: apiUrls.billing.portal.$path(), body: { language: 'en' } },
    { method: 'POST', path: apiUrls.billing.cancel.$path(), body: { user_id: subscriber.userId } },
  ];

  it('answers 401 to every sermon and billing endpoint without a session, and to /api/me', async () => {
    for (const endpoint of [...SERMON_ENDPOINTS(), ...BILLING_ENDPOINTS(), { method: 'GET', path: apiUrls.me.$path() }]) {
      const answer = await send(url(), endpoint.path, { method: endpoint.method, ...(endpoint.body ? { body: endpoint.body } : {}) });
      expect({ ...endpoint, status: answer.status, json: isJsonError(answer) }).toEqual({ ...endpoint, status: 401, json: true });
    }
    expect(await sermonExists(sermonId)).toBe(true);
    expect(await flagsOf(subscriber.userId)).toEqual({ is_subscribed: true, is_admin: false });
  });

  it('answers 401 to a forged session cookie', async () => {
    const forged = 'sermon-studio.session_token=forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D';
    for (const endpoint of SERMON_ENDPOINTS()) {
      const answer = await send(url(), endpoint.path, { method: endpoint.method, cookie: forged, ...(endpoint.body ? { body: endpoint.body } : {}) });
      expect({ ...endpoint, status: answer.status }).toEqual({ ...endpoint, status: 401 });
    }
  });

  it('answers 403 to a signed-in non-subscriber on every premium endpoint', async () => {
    for (const endpoint of PREMIUM_SERMON_ENDPOINTS()) {
      const answer = await send(url(), endpoint.path, { method: endpoint.method, cookie: nonSubscriber.cookie, ...(endpoint.body ? { body: endpoint.body } : {}) });
      expect({ ...endpoint, status: answer.status, json: isJsonError(answer) }).toEqual({ ...endpoint, status: 403, json: true });
    }
    expect(await sermonExists(sermonId)).toBe(true);
    expect(await database.db.selectFrom('sermons').select('id').where('user_id', '=', nonSubscriber.userId).execute()).toEqual([]);
  });

  it("gives a non-subscriber their own (empty) history, and another member's sermon is a 404 that stays", async () => {
    const list = await send(url(), apiUrls.sermons.$path(), { cookie: nonSubscriber.cookie });
    expect(list.status).toBe(200);
    expect(list.json).toEqual({ sermons: [], nextCursor: null });
    expect((await send(url(), apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), { cookie: nonSubscriber.cookie })).status).toBe(404);
    expect((await send(url(), apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), { method: 'DELETE', cookie: nonSubscriber.cookie })).status).toBe(404);
    expect(await sermonExists(sermonId)).toBe(true);
  });

  it('lets a non-subscriber reach checkout (it is how one subscribes) but refuses a subscriber a second one', async () => {
    const checkout = await send(url(), apiUrls.billing.checkout.$path(), { body: { language: 'en' }, cookie: nonSubscriber.cookie });
    expect(checkout.status).toBe(200);
    expect(jsonOf(checkout, billingUrlResponseSchema).url).toMatch(/\/billing\/local\/checkout\?lang=en$/);
    expect((await send(url(), apiUrls.billing.checkout.$path(), { body: { language: 'en' }, cookie: subscriber.cookie })).status).toBe(409);
    // The local provider's portal is this server's own page (it shows "no subscription"); a real
    // provider answers 409 without one. Either way nothing of another member's can be cancelled.
    expect([200, 409]).toContain((await send(url(), apiUrls.billing.portal.$path(), { body: { language: 'en' }, cookie: nonSubscriber.cookie })).status);
    const cancel = await send(url(), apiUrls.billing.cancel.$path(), { body: { user_id: subscriber.userId }, cookie: nonSubscriber.cookie });
    expect(cancel.status).toBe(403);
    expect(await flagsOf(subscriber.userId)).toEqual({ is_subscribed: true, is_admin: false });
  });

  const storedSermon = async (id: string) => database.db.selectFrom('sermons').select(['title', 'revision', 'document']).where('id', '=', id).executeTakeFirstOrThrow();

  it("answers 404 for another member's sermon on GET, PUT and DELETE and leaves it in place", async () => {
    const before = await storedSermon(sermonId);
    const read = await send(url(), apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), { cookie: other.cookie });
    expect(read.status).toBe(404);
    expect(read.text).not.toContain(subscriber.email);
    const saved = await send(url(), apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), { method: 'PUT', body: update, cookie: other.cookie });
    expect({ status: saved.status, json: isJsonError(saved) }).toEqual({ status: 404, json: true });
    expect(saved.text).not.toContain('Taken over');
    expect(await storedSermon(sermonId)).toEqual(before);
    const removed = await send(url(), apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), { method: 'DELETE', cookie: other.cookie });
    expect(removed.status).toBe(404);
    expect(await sermonExists(sermonId)).toBe(true);
    const list = await send(url(), apiUrls.sermons.$path(), { cookie: other.cookie });
    expect(list.text).not.toContain(sermonId);
    expect((await send(url(), apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), { cookie: subscriber.cookie })).status).toBe(200);
  });

  it('never lets a request set is_subscribed / is_admin (or the camelCase spellings)', async () => {
    const email = uniqueEmail('flags');
    const signUp = await send(url(), apiUrls.auth['sign-up'].email.$path(), { body: { email, password: GOOD_PASSWORD, language: 'en', ...FLAGS, role: 'admin' } });
    expect(signUp.status).toBe(200);
    const userId = jsonOf(signUp, signUpRoute.responses[200]).user.id;
    expect(await flagsOf(userId)).toEqual({ is_subscribed: false, is_admin: false });
    // A password change (now a real route) ends the session and sets a fresh one: the next
    // attempts carry whatever cookie the last answer left, as a browser would.
    let cookie = cookiesFrom(signUp);

    const attempts = [
      // Strings: better-auth's profile update must not be served, so the typed client has no name for it.
      { method: 'POST', path: '/api/auth/update-user', body: FLAGS },
      { method: 'POST', path: '/api/auth/update-user', body: { name: 'x', ...FLAGS } },
      { method: 'PATCH', path: apiUrls.me.$path(), body: FLAGS },
      { method: 'PUT', path: apiUrls.me.$path(), body: FLAGS },
      { method: 'POST', path: apiUrls.me.$path(), body: FLAGS },
      { method: 'POST', path: apiUrls.auth['sign-in'].email.$path(), body: { email, password: GOOD_PASSWORD, ...FLAGS } },
      { method: 'POST', path: apiUrls.billing.checkout.$path(), body: { language: 'en', ...FLAGS } },
      { method: 'POST', path: apiUrls.billing.portal.$path(), body: { language: 'en', ...FLAGS } },
      { method: 'POST', path: apiUrls.session['sign-out'].$path(), body: { scope: 'others', ...FLAGS } },
      { method: 'POST', path: apiUrls.auth['change-password'].$path(), body: { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD, ...FLAGS } },
      { method: 'POST', path: apiUrls.sermons.generate.$path(), body: { ...GENERATE_BODY, ...FLAGS } },
    ];
    for (const attempt of attempts) {
      const answer = await send(url(), attempt.path, { method: attempt.method, body: attempt.body, cookie });
      cookie = cookiesFrom(answer, cookie);
      expect(answer.status, `${attempt.method} ${attempt.path}`).toBeLessThan(500);
      expect(await flagsOf(userId), `${attempt.method} ${attempt.path}`).toEqual({ is_subscribed: false, is_admin: false });
    }
    const me = await send(url(), apiUrls.me.$path(), { cookie });
    expect(me.json).toMatchObject({ is_subscribed: false, is_admin: false });
    // A flag set by any of these would let the member prepare a sermon (their own history needs none: decision 0024).
    expect((await send(url(), apiUrls.sermons.generate.$path(), { body: GENERATE_BODY, cookie })).status).toBe(403);
  });
});

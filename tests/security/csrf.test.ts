// Cross-site request forgery: every state-changing request that a browser marks as coming from
// another site (a foreign Origin, Origin: null, or Sec-Fetch-Site: cross-site) is refused with
// 403 JSON, and nothing changes — the sermon stays, the session stays, no subscription starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { signUpMember, type Member } from '../support/members.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { isJsonError, jsonOf, send, startSuiteServer, type SuiteServer } from '../support/security-http.ts';
import { GENERATE_BODY } from '../support/generate-body.ts';
import { apiUrls } from '#tests/support/api-client.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';

const FOREIGN: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'foreign Origin', headers: { Origin: 'https://evil.example' } },
  { name: 'Origin: null', headers: { Origin: 'null' } },
  { name: 'Sec-Fetch-Site: cross-site', headers: { 'Sec-Fetch-Site': 'cross-site' } },
  { name: 'look-alike Origin', headers: { Origin: 'http://127.0.0.1.evil.example' } },
];

describe('CSRF defence', () => {
  let suite: SuiteServer;
  let database: DatabaseHandle;
  let member: Member;
  let newcomer: Member;
  let sermonId: string;
  let update: { document: Record<string, unknown>; revision: number };
  let savedNotes: string;
  const url = () => suite.server.url;

  beforeAll(async () => {
    suite = await startSuiteServer('sqlite');
    database = suite.database;
    member = await signUpMember(url(), database, { subscribed: true });
    newcomer = await signUpMember(url(), database, { subscribed: false });
    const generated = await send(url(), apiUrls.sermons.generate.$path(), { body: GENERATE_BODY, cookie: member.cookie });
    expect(generated.status).toBe(201);
    const { id, document, revision } = jsonOf(generated, sermonResponseSchema);
    sermonId = id;
    savedNotes = document.notes;
    update = { document: { ...document, title: 'Forged title', notes: 'forged' }, revision };
  });
  afterAll(async () => {
    await suite?.stop();
  });

  const counts = async () => {
    const count = async (table: 'users' | 'sermons' | 'contact_messages' | 'sessions' | 'subscriptions') =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { users: await count('users'), sermons: await count('sermons'), contact: await count('contact_messages'), sessions: await count('sessions'), subscriptions: await count('subscriptions') };
  };

  it('refuses every state-changing API request from another site with 403 JSON, changing nothing', async () => {
    const before = await counts();
    const requests = [
      { method: 'DELETE', path: apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), cookie: member.cookie },
      { method: 'PUT', path: apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), body: update, cookie: member.cookie },
      { method: 'POST', path: apiUrls.sermons.generate.$path(), body: GENERATE_BODY, cookie: member.cookie },
      { method: 'POST', path: apiUrls.auth['sign-out'].$path(), body: {}, cookie: member.cookie },
      { method: 'POST', path: apiUrls.session['sign-out'].$path(), body: { scope: 'global' }, cookie: member.cookie },
      { method: 'POST', path: apiUrls.auth['revoke-sessions'].$path(), body: {}, cookie: member.cookie },
      { method: 'POST', path: apiUrls.auth['sign-up'].email.$path(), body: { email: uniqueEmail('csrf'), password: GOOD_PASSWORD } },
      { method: 'POST', path: apiUrls.auth['sign-in'].email.$path(), body: { email: member.email, password: member.password } },
      { method: 'POST', path: apiUrls.auth['request-password-reset'].$path(), body: { email: member.email } },
      { method: 'POST', path: apiUrls.billing.checkout.$path(), body: { language: 'en' }, cookie: newcomer.cookie },
      { method: 'POST', path: apiUrls.billing.portal.$path(), body: { language: 'en' }, cookie: member.cookie },
      { method: 'POST', path: apiUrls.billing.cancel.$path(), body: { user_id: member.userId }, cookie: member.cookie },
      { method: 'POST', path: apiUrls.contact.$path(), body: { name: 'Eve', email: 'eve@example.org', message: 'Forged from elsewhere.' } },
      { method: 'POST', path: apiUrls['client-errors'].$path(), body: { message: 'forged', timestamp: new Date().toISOString() } },
    ];
    for (const variant of FOREIGN) {
      for (const request of requests) {
        const answer = await send(url(), request.path, { method: request.method, headers: variant.headers, ...(request.body ? { body: request.body } : {}), ...(request.cookie ? { cookie: request.cookie } : {}) });
        expect({ variant: variant.name, path: request.path, status: answer.status, json: isJsonError(answer) }).toEqual({ variant: variant.name, path: request.path, status: 403, json: true });
      }
    }
    expect(await counts()).toEqual(before);
    const kept = await send(url(), apiUrls.sermons[':id'].$path({ param: { id: sermonId } }), { cookie: member.cookie });
    expect(kept.status).toBe(200);
    // The forged save changed nothing: same revision, no forged title or notes.
    const keptSermon = jsonOf(kept, sermonResponseSchema);
    expect({ revision: keptSermon.revision, notes: keptSermon.document.notes, forged: keptSermon.document.title === 'Forged title' }).toEqual({ revision: update.revision, notes: savedNotes, forged: false });
    expect((await send(url(), apiUrls.me.$path(), { cookie: member.cookie })).status).toBe(200);
    const flags = await database.db.selectFrom('users').select(['is_subscribed']).where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(Boolean(flags.is_subscribed)).toBe(true);
  });

  it("lets better-auth's own origin check refuse what ours lets by: a session request naming no origin, in the page's language", async () => {
    // Sec-Fetch-Site: same-origin without an Origin passes our check (http/origin-check.ts); a
    // cookie-bearing request without an origin is better-auth's to refuse. Spawned servers run
    // without Vitest's TEST=true, which would switch that check off.
    const sessionsBefore = (await counts()).sessions;
    for (const [language, message] of [
      ['en', 'This request came from another site and was refused.'],
      ['es', 'Esta solicitud vino de otro sitio y fue rechazada.'],
    ] as const) {
      const answer = await send(url(), apiUrls.auth['revoke-sessions'].$path(), { body: {}, cookie: member.cookie, headers: { 'Sec-Fetch-Site': 'same-origin', 'Accept-Language': language } });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 403, json: { error: message, code: 'FORBIDDEN_ORIGIN' } });
    }
    expect((await counts()).sessions).toBe(sessionsBefore);
    expect((await send(url(), apiUrls.me.$path(), { cookie: member.cookie })).status).toBe(200);
  });

  it('refuses a cross-site form post to the hosted checkout page; the same form from the site works', async () => {
    const checkout = await send(url(), apiUrls.billing.checkout.$path(), { body: { language: 'en' }, cookie: newcomer.cookie });
    expect(checkout.status).toBe(200);
    const page = await send(url(), new URL(jsonOf(checkout, billingUrlResponseSchema).url).pathname + new URL(jsonOf(checkout, billingUrlResponseSchema).url).search, { cookie: newcomer.cookie });
    const token = /name="token" value="([^"]*)"/.exec(page.text)?.[1] ?? '';
    const form = `token=${encodeURIComponent(token)}`;
    for (const variant of FOREIGN) {
      const answer = await send(url(), '/billing/local/checkout', { method: 'POST', body: form, cookie: newcomer.cookie, headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...variant.headers } });
      expect({ variant: variant.name, status: answer.status, json: isJsonError(answer) }).toEqual({ variant: variant.name, status: 403, json: true });
    }
    const subscribed = async () => Boolean((await database.db.selectFrom('users').select('is_subscribed').where('id', '=', newcomer.userId).executeTakeFirstOrThrow()).is_subscribed);
    expect(await subscribed()).toBe(false);
    expect(await database.db.selectFrom('billing_events').select('event_id').execute()).toEqual([]);

    const sameSite = await send(url(), '/billing/local/checkout', { method: 'POST', body: form, cookie: newcomer.cookie, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url(), 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameSite.status).toBeLessThan(400);
    expect(await subscribed()).toBe(true);
  });

  it('accepts the same requests from the site itself (the defence is not a blanket refusal)', async () => {
    const answer = await send(url(), apiUrls.sermons.generate.$path(), { body: GENERATE_BODY, cookie: member.cookie, headers: { Origin: url(), 'Sec-Fetch-Site': 'same-origin' } });
    expect(answer.status).toBe(201);
  });
});

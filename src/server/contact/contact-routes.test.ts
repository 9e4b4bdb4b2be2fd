import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '#tests/support/test-app.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

// Each request comes from its own address unless a test says otherwise, so the per-address
// limit only bites in the test about it.
const post = (body: unknown, headers: Record<string, string> = {}) => jsonRequest(body, { 'X-Forwarded-For': uniqueClientIp(), ...headers });

const valid = { name: 'Pastor Juan Pérez', email: '  Juan.Perez@Example.org ', message: 'Bendiciones. Quisiera saber cómo funciona la prueba gratis.', language: 'es' };

describeEachDatabase('POST /api/contact', (ctx) => {
  it('stores a valid message, forwards it to support, and answers 201', async () => {
    const { app, database, mailer } = ctx();
    const res = await app.request(apiUrls.contact.$url(), post(valid));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });

    const rows = await database.db.selectFrom('contact_messages').selectAll().where('name', '=', valid.name).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'juan.perez@example.org', message: valid.message, language: 'es', delivery_error: null });
    expect(rows[0]!.delivered_at).not.toBeNull();

    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('support@example.org');
    expect(mail.replyTo).toBe('juan.perez@example.org');
    expect(mail.subject).toBe('Nuevo mensaje de contacto de Pastor Juan Pérez');
    expect(mail.text).toContain(valid.message);
  });

  it('escapes what the visitor typed in the HTML mail', async () => {
    const { app, mailer } = ctx();
    const res = await app.request(apiUrls.contact.$url(), post({ ...valid, name: '<b>Eve</b>', message: '<script>alert(1)</script> please help', language: 'en' }));
    expect(res.status).toBe(201);
    const mail = mailer.sent.at(-1)!;
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.subject).toBe('New contact message from <b>Eve</b>');
  });

  it.each([
    ['name', { name: '   ' }, 'required'],
    ['name', { name: 'x'.repeat(101) }, 'too_long'],
    ['email', { email: '' }, 'required'],
    ['email', { email: 'juan@' }, 'invalid_email'],
    ['email', { email: 'juan perez@example.org' }, 'invalid_email'],
    ['message', { message: '' }, 'required'],
    ['message', { message: 'short' }, 'too_short'],
    ['message', { message: 'x'.repeat(5001) }, 'too_long'],
  ])('rejects a bad %s (%o) with 400 and the field code', async (field, patch, code) => {
    const { app, database } = ctx();
    const before = await countMessages(database.db);
    const res = await app.request(apiUrls.contact.$url(), post({ ...valid, ...patch, language: 'en' }));
    expect(res.status).toBe(400);
    const body = await bodyOf(res, apiErrorSchema);
    expect(body.error).toBe('Please check the highlighted fields.');
    expect(body.fields?.[field]).toBe(code);
    expect(await countMessages(database.db)).toBe(before);
  });

  it('answers in Spanish when the page is Spanish', async () => {
    const res = await ctx().app.request(apiUrls.contact.$url(), post({ ...valid, email: 'nope' }, { 'Accept-Language': 'es' }));
    expect(res.status).toBe(400);
    expect((await bodyOf(res, apiErrorSchema)).error).toBe('Revise los campos señalados.');
  });

  it('rejects wrong types without a 5xx', async () => {
    for (const body of [{ ...valid, name: 42 }, { ...valid, email: ['a'] }, [], 'null', '"text"', { ...valid, language: 'fr' }]) {
      const res = await ctx().app.request(apiUrls.contact.$url(), post(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toHaveProperty('error');
    }
  });

  it('rejects malformed JSON with 400 and a non-JSON body with 415', async () => {
    const bad = await ctx().app.request(apiUrls.contact.$url(), post('{"name": "x",'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'The request body must be valid JSON.' });
    const form = await ctx().app.request(apiUrls.contact.$url(), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=x' });
    expect(form.status).toBe(415);
    expect(await form.json()).toHaveProperty('error');
  });

  it('rejects an oversize body with 413 and a JSON error', async () => {
    const res = await ctx().app.request(apiUrls.contact.$url(), post({ ...valid, message: 'x'.repeat(40_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request is too large.' });
  });

  it('drops a message whose honeypot is filled, while telling the bot it was sent', async () => {
    const { app, database, mailer } = ctx();
    const before = await countMessages(database.db);
    const sentBefore = mailer.sent.length;
    const res = await app.request(apiUrls.contact.$url(), post({ ...valid, name: 'Bot', website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect(await countMessages(database.db)).toBe(before);
    expect(mailer.sent.length).toBe(sentBefore);
  });

  it('keeps the message when the mail cannot be delivered', async () => {
    const { app, database, mailer, logs } = ctx();
    mailer.failNext = new Error('connect ECONNREFUSED 127.0.0.1:25');
    const res = await app.request(apiUrls.contact.$url(), post({ ...valid, name: 'Hermana Ruth' }));
    expect(res.status).toBe(201);
    const row = await database.db.selectFrom('contact_messages').selectAll().where('name', '=', 'Hermana Ruth').executeTakeFirstOrThrow();
    expect(row.delivered_at).toBeNull();
    expect(row.delivery_error).toContain('ECONNREFUSED');
    expect(logs.some((line) => line.msg === 'contact message stored but not delivered to support')).toBe(true);
  });

  it('limits each address to 10 messages per 15 minutes (429 with Retry-After)', async () => {
    const { app } = ctx();
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await app.request(apiUrls.contact.$url(), jsonRequest({ ...valid, email: 'x@' }, from))).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await app.request(apiUrls.contact.$url(), jsonRequest(valid, from));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    // Another address is not affected.
    expect((await app.request(apiUrls.contact.$url(), jsonRequest(valid, { 'X-Forwarded-For': '203.0.113.10' }))).status).toBe(201);
  });
}, { env: { TRUST_PROXY: 'true' } });

async function countMessages(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

// Regression found by the security fuzz on PostgreSQL: a NUL character in a contact field reached
// a text column, which PostgreSQL refuses, and the visitor got a 500.
import { expect, it } from 'vitest';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '../testing/test-app.ts';

describeEachDatabase('POST /api/contact with NUL characters', (ctx) => {
  it('stores the message without them', async () => {
    const body = { name: 'Ana\u0000 Gómez', email: 'ana@example.org', message: 'Hola,\u0000 una pregunta sobre la prueba.', language: 'es' };
    const response = await ctx().app.request('/api/contact', jsonRequest(body, { 'X-Forwarded-For': uniqueClientIp() }));
    expect(response.status).toBe(201);
    const row = await ctx().database.db.selectFrom('contact_messages').select(['name', 'message']).where('email', '=', 'ana@example.org').executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Ana Gómez', message: 'Hola, una pregunta sobre la prueba.' });
  });

  it('treats a field of only NULs as empty', async () => {
    const response = await ctx().app.request('/api/contact', jsonRequest({ name: '\u0000\u0000', email: 'ana@example.org', message: 'Hola, una pregunta.' }, { 'X-Forwarded-For': uniqueClientIp() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { name: 'required' } });
  });
}, { env: { TRUST_PROXY: 'true' } });

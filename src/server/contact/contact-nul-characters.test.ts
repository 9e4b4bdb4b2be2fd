// Regression found by the security fuzz on PostgreSQL: a NUL character in a contact field reached
// a text column, which PostgreSQL refuses, and the visitor got a 500. Since issue 16 every /api
// body with a NUL is refused with a 400 before any route runs (http/refuse-control-characters.ts).
import { expect, it } from 'vitest';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '#tests/support/test-app.ts';
import { apiUrls } from '#tests/support/api-client.ts';

describeEachDatabase('POST /api/contact with NUL characters', (ctx) => {
  it('refuses the message and stores nothing', async () => {
    const body = { name: 'Ana\u0000 Gómez', email: 'ana.nul@example.org', message: 'Hola,\u0000 una pregunta sobre la prueba.', language: 'es' };
    const response = await ctx().app.request(apiUrls.contact.$url(), jsonRequest(body, { 'X-Forwarded-For': uniqueClientIp(), 'Accept-Language': 'es' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'La solicitud contiene caracteres no permitidos (como un carácter nulo o de control).' });
    const rows = await ctx().database.db.selectFrom('contact_messages').select('id').where('email', '=', 'ana.nul@example.org').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a field of only NULs the same way', async () => {
    const response = await ctx().app.request(apiUrls.contact.$url(), jsonRequest({ name: '\u0000\u0000', email: 'ana@example.org', message: 'Hola, una pregunta.' }, { 'X-Forwarded-For': uniqueClientIp() }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request contains characters that are not allowed (such as a NUL or control character).' });
  });
}, { env: { TRUST_PROXY: 'true' } });

// Finding 5 of the outside security test (issue 16): NUL and control characters reached
// PostgreSQL from the path, the query, a cursor and JSON bodies, and came back as 500s. They are
// refused with a localized 400 before any database call, on both databases.
import { expect, it } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '#tests/support/test-app.ts';
import { apiUrls, errorOf } from '#tests/support/api-client.ts';

const NUL_EMAIL = 'a\u0000b@example.org';
const cursorWith = (id: string) => Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', id])).toString('base64url');

describeEachDatabase('NUL and control characters in API input', (ctx) => {
  const expectRefused = async (response: Response, what: string, language: 'en' | 'es' = 'en') => {
    expect(response.status, what).toBe(400);
    const body = await errorOf(response);
    expect(typeof body.error, what).toBe('string');
    if (language === 'es') expect(body.error, what).toMatch(/caracteres no permitidos|correo electrónico válido|enlace de la página/);
  };
  const errorLines = () => ctx().logs.filter((line) => typeof line.level === 'number' && line.level >= 50);

  it('refuses an e-mail with a NUL on sign-in, sign-up and reset requests, in the page language', async () => {
    for (const address of [apiUrls.auth['sign-in'].email.$url(), apiUrls.auth['sign-up'].email.$url(), apiUrls.auth['request-password-reset'].$url()]) {
      const path = address.pathname;
      for (const email of [NUL_EMAIL, 'a\u0001b@example.org', 'ab@exa\u007fmple.org']) {
        const response = await ctx().app.request(address, jsonRequest({ email, password: 'Fe&Esperanza7' }, { 'X-Forwarded-For': uniqueClientIp(), 'Accept-Language': 'es' }));
        await expectRefused(response, `${path} ${JSON.stringify(email)}`, 'es');
      }
    }
  });

  it('refuses a NUL anywhere in a JSON body, however deep, but keeps newlines and tabs', async () => {
    const { cookie } = await signUpMember(ctx());
    const headers = { Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() };
    const generate = await ctx().app.request(apiUrls.sermons.generate.$url(), jsonRequest({ title: 'Gra\u0000ce', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' }, headers));
    await expectRefused(generate, 'generate title');
    const deep = await ctx().app.request(apiUrls['client-errors'].$url(), jsonRequest({ message: 'boom', timestamp: 'now', context: { page: 'x\u0000' } }, headers));
    await expectRefused(deep, 'client error context');
    // An escaped backslash before "u0000" is text, not a NUL.
    const text = await ctx().app.request(apiUrls.contact.$url(), jsonRequest('{"name":"Ana","email":"ana@example.org","message":"A path: C:\\\\u0000dir\\n\\tand more."}', { 'X-Forwarded-For': uniqueClientIp() }));
    expect(text.status).toBe(201);
  });

  it('refuses a control character in the path or the query, and a cursor hiding a NUL', async () => {
    const { cookie } = await signUpMember(ctx());
    const get = (address: URL, method = 'GET') => ctx().app.request(address, { method, headers: { Cookie: cookie } });
    // The id goes into the path encoded, as the browser's client sends it: /sermons/%00, /sermons/abc%0Adef.
    const sermon = (id: string) => apiUrls.sermons[':id'].$url({ param: { id: encodeURIComponent(id) } });
    const history = (cursor: string) => apiUrls.sermons.$url({ query: { cursor } });
    await expectRefused(await get(sermon('\u0000')), 'GET /api/sermons/%00');
    await expectRefused(await get(sermon('\u0000'), 'DELETE'), 'DELETE /api/sermons/%00');
    await expectRefused(await get(sermon('abc\ndef')), 'newline in the id');
    await expectRefused(await get(history('\u0000')), 'cursor %00');
    await expectRefused(await get(history(cursorWith('abc\u0000def'))), 'cursor hiding a NUL');
    await expectRefused(await get(apiUrls.account['reset-token'].$url({ query: { token: 'abc\u0000def' } })), 'reset token');
    // A well-formed cursor still pages.
    expect((await get(history(cursorWith('abc-def')))).status).toBe(200);
  });

  it('logs no error for any of them', () => {
    expect(errorLines()).toEqual([]);
  });
}, { env: { TRUST_PROXY: 'true' } });

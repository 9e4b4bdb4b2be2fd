import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { saveGeneratedSermon } from '../sermons/sermon-repository.ts';
import { nestsDeeperThan } from './refuse-deep-json.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { apiUrls, bodyOf } from '#tests/support/api-client.ts';

// Issue 25, finding 2: a 2 MB body of a million nested `[` held the event loop about 3 s per
// request inside JSON.parse. Bodies are scanned for their nesting before anything parses them.
// Decision 0025.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another, not the brackets inside strings', () => {
    expect(nestsDeeperThan(`${'['.repeat(32)}${']'.repeat(32)}`, 32)).toBe(false);
    expect(nestsDeeperThan(`${'[{"a":'.repeat(16)}1${'}]'.repeat(16)}`, 32)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(33)}${']'.repeat(33)}`, 32)).toBe(true);
    expect(nestsDeeperThan('['.repeat(33), 32)).toBe(true);
    expect(nestsDeeperThan(`["${'['.repeat(100)}"]`, 32)).toBe(false);
    // An escaped quote does not end the string; an escaped backslash before a quote does.
    expect(nestsDeeperThan(`["\\"${'['.repeat(40)}"]`, 32)).toBe(false);
    expect(nestsDeeperThan(`["\\\\"${'['.repeat(40)}`, 32)).toBe(true);
    expect(nestsDeeperThan(`${'[]'.repeat(100_000)}`, 32)).toBe(false);
  });
});

describeEachDatabase('a JSON body nested too deeply', (ctx) => {
  it('is refused with a clear 400 before it is parsed, on every JSON route', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, englishDocument());
    const parse = vi.spyOn(JSON, 'parse');
    const saved = apiUrls.sermons[':id'].$url({ param: { id: sermon.id } });
    const cases = [
      { method: 'PUT', address: saved, body: '['.repeat(1_000_000) },
      { method: 'PUT', address: saved, body: `${'['.repeat(500_000)}${']'.repeat(500_000)}` },
      { method: 'PUT', address: saved, body: `{"document":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)},"revision":1}` },
      { method: 'POST', address: apiUrls.contact.$url(), body: '['.repeat(60_000) },
      { method: 'POST', address: apiUrls.auth['sign-in'].email.$url(), body: `{"email":${'['.repeat(30_000)}` },
    ];
    for (const item of cases) {
      const response = await ctx().app.request(item.address, { method: item.method, body: item.body, headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Accept-Language': 'es', Origin: 'http://localhost:3000' } });
      expect(response.status, item.address.pathname).toBe(400);
      expect(await response.json()).toEqual({ error: 'El cuerpo de la solicitud tiene demasiados niveles anidados.', fields: { body: 'too_deep' } });
    }
    // Nothing that long was ever handed to the parser.
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 10_000)).toEqual([]);
  });

  it('takes brackets and braces inside strings as text, and a sermon as deep as its document', async () => {
    const { cookie, userId } = await signUpMember(ctx());
    const sermon = await saveGeneratedSermon(ctx().database.db, userId, englishDocument());
    const notes = `${'[{'.repeat(5_000)} "quoted \\" [ ] { } \\\\`;
    const response = await ctx().app.request(apiUrls.sermons[':id'].$url({ param: { id: sermon.id } }), {
      method: 'PUT',
      body: JSON.stringify({ document: { ...englishDocument(), notes }, revision: 1 }),
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect((await bodyOf(response, sermonResponseSchema)).document.notes).toBe(notes);
  });
}, { env: { TRUST_PROXY: 'true' } });

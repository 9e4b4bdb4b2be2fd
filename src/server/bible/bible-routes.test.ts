import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { LIMITS } from '../http/limits.ts';
import { createLogger } from '../logger.ts';
import { createRecordingMailer, createTestContext, describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import type { z } from 'zod';
import { PASSAGE_REQUEST_LIMITS, type passageRoute } from './bible-contract.ts';
import { passageAnswerSchema } from '#shared/bible-passage-answer.ts';
import { apiOf, apiUrls, bodyOf } from '#tests/support/api-client.ts';

describe('GET bible/passage', () => {
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(() => ctx.close());
  const get = (query: z.input<typeof passageRoute.request.query>, headers: Record<string, string> = {}) => apiOf(ctx).bible.passage.$get({ query }, { headers });

  it('answers the canonical reference and the KJV text', async () => {
    const response = await get({ ref: 'jn 3:16-17', lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    // The language is in the query: the answer does not depend on Accept-Language.
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bodyOf(response, passageAnswerSchema);
    expect(body.translation).toBe('KJV');
    expect(body.reference).toBe('John 3:16-17');
    expect(body.passages[0]!.verses.map((v) => v.verse)).toEqual([16, 17]);
    expect(body.passages[0]!.verses[0]!.text).toMatch(/^For God so loved the world/);
  });

  it('answers from the Reina-Valera 1909 in Spanish, with the Spanish book name', async () => {
    const body = await bodyOf((await get({ ref: 'Hch 2:38; Sal 23', lang: 'es' })), passageAnswerSchema);
    expect(body).toMatchObject({ translation: 'RV1909', reference: 'Hechos 2:38; Salmo 23' });
  });

  it('reads a lone number in a one-chapter book as a verse, keeps psalm titles apart, and says when a long passage is cut', async () => {
    const jude = await bodyOf((await get({ ref: 'Jude 24', lang: 'en' })), passageAnswerSchema);
    expect(jude.reference).toBe('Jude 1:24');
    expect(jude.passages[0]!.verses.map((v) => v.verse)).toEqual([24]);
    const psalm = await bodyOf((await get({ ref: 'Sal 23', lang: 'es' })), passageAnswerSchema);
    expect(psalm.passages[0]!.verses[0]).toEqual({ chapter: 23, verse: 1, heading: 'Salmo de David.', text: 'Jehová es mi pastor; nada me faltará.' });
    const long = await bodyOf((await get({ ref: 'Salmo 119', lang: 'es' })), passageAnswerSchema);
    expect(long.reference).toBe('Salmo 119');
    expect(long.passages[0]).toMatchObject({ reference: 'Salmo 119', shown: '119:1-40', label: 'Salmo 119 (se muestran los versículos 1-40)' });
    expect(long.passages[0]!.verses).toHaveLength(40);
  });

  it('answers 404 with a clear error for a passage that does not exist', async () => {
    const response = await get({ ref: 'John 99:99', lang: 'en' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'That passage does not exist in the Bible.' });
    const es = await get({ ref: 'Jonás 1:17', lang: 'es' });
    expect(es.status).toBe(404);
    expect(await es.json()).toEqual({ error: 'Ese pasaje no existe en la Biblia.' });
  });

  it('answers 400 for text that names no passage, an empty or an oversized reference', async () => {
    const cases = [
      ...([{ ref: 'faith', lang: 'en' }, { ref: '', lang: 'en' }, { ref: 'John 3:16;'.repeat(40) }] as const).map((query) => ({ query: JSON.stringify(query), send: () => get(query) })),
      // No `ref` at all: the route's type will not let the client leave it out, so this query is written by hand.
      { query: 'lang=en', send: () => ctx.app.request(`${apiUrls.bible.passage.$url().href}?lang=en`) },
    ];
    for (const { query, send } of cases) {
      const response = await send();
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: 'Write a Bible reference, such as John 3:16 or Psalm 23.' });
    }
  });

  it('follows the page language when lang is not given, and says so in Vary for caches', async () => {
    const response = await get({ ref: 'Juan 3:16' }, { 'Accept-Language': 'es' });
    const body = await bodyOf(response, passageAnswerSchema);
    expect(body.translation).toBe('RV1909');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('vary')?.split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Accept-Language']);
  });

  it('refuses a lookup of more than 10 passages or 200 verses in all, with a clear localized 400', async () => {
    const amplifier = { ref: `Ps119,${'119,'.repeat(47)}119`.slice(0, 197), lang: 'en' } as const;
    const books = ['Gen', 'Ex', 'Lev', 'Num', 'Deut', 'Josh', 'Judg', 'Ruth', '1 Sam', '2 Sam', '1 Kgs'];
    const tooMany = { ref: books.map((book) => `${book} 1:1`).join('; '), lang: 'en' } as const;
    // Each passage shows at most 40 verses (quote-reference.ts): six long ones pass 200 in all.
    const tooLong = { ref: 'Sal 119; Sal 78; Gn 1-2; Ex 1-2; Lv 1-2; Nm 1-2', lang: 'es' } as const;
    for (const [query, message] of [
      [amplifier, 'That is more than one lookup can show: ask for at most 10 passages and 200 verses at a time.'],
      [tooMany, 'That is more than one lookup can show: ask for at most 10 passages and 200 verses at a time.'],
      [tooLong, 'Eso es más de lo que una consulta puede mostrar: pida como máximo 10 pasajes y 200 versículos a la vez.'],
    ] as const) {
      const response = await get(query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(await response.json()).toEqual({ error: message, limits: PASSAGE_REQUEST_LIMITS });
    }
    // At the limits it answers.
    expect((await get({ ref: books.slice(0, 10).map((book) => `${book} 1:1`).join('; '), lang: 'en' })).status).toBe(200);
    expect((await get({ ref: 'Ps 119; Ps 1-2', lang: 'en' })).status).toBe(200);
  });

  it('compresses a long answer with brotli or gzip when the client accepts it', async () => {
    const query = { ref: 'Psalm 119', lang: 'en' } as const;
    const plain = await get(query);
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(text.length).toBeGreaterThan(2_000);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await get(query, { 'Accept-Encoding': accept });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBeLessThan(text.length / 3);
      expect(decode(body).toString('utf8')).toBe(text);
    }
    // A short answer is not worth compressing.
    expect((await get({ ref: 'John 3:16', lang: 'en' }, { 'Accept-Encoding': 'br' })).headers.get('content-encoding')).toBeNull();
  });
});

describeEachDatabase('GET bible/passage rate limit', (ctx) => {
  const get = (app: TestContext['app'], ip: string, language = 'en') => apiOf({ app }).bible.passage.$get({ query: { ref: 'John 3:16' } }, { headers: { 'X-Forwarded-For': ip, 'Accept-Language': language } });

  it('answers a reader’s lookups, then 429 with Retry-After to one address flooding it; other readers go on', async () => {
    await withinOneWindow(LIMITS.biblePassage.windowMs);
    const statuses = [];
    for (let i = 0; i < LIMITS.biblePassage.limit; i++) statuses.push((await get(ctx().app, '203.0.113.7')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await get(ctx().app, '203.0.113.7', 'es');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.' });
    expect((await get(ctx().app, '203.0.113.8')).status).toBe(200);
  });

  /** Another app on the same database, as a second instance behind a load balancer. */
  const secondInstance = () => {
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    return createApp({ config: ctx().config, database: ctx().database, logger: createLogger(ctx().config, quiet), mailer: createRecordingMailer(), client: null, sessionSecret: 'test-session-secret-that-is-long-enough-0123456789' });
  };

  it('is shared by every instance on the database: another instance refuses the same address at once', async () => {
    await withinOneWindow(LIMITS.biblePassage.windowMs);
    const second = secondInstance();
    for (let i = 0; i < LIMITS.biblePassage.limit; i++) await get(ctx().app, '203.0.113.9');
    expect((await get(ctx().app, '203.0.113.9')).status).toBe(429);
    expect((await get(second, '203.0.113.9')).status).toBe(429);
  });

  it('answers no more than the limit to one address whose lookups alternate between two instances', async () => {
    await withinOneWindow(LIMITS.biblePassage.windowMs);
    const instances = [ctx().app, secondInstance()];
    const languages = ['en', 'es'] as const;
    const refusals = { en: 'Too many requests. Please try again later.', es: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.' };
    const sent = 2 * LIMITS.biblePassage.limit;
    let answered = 0;
    for (let i = 0; i < sent; i++) {
      const language = languages[i % 2]!;
      const answer = await get(instances[i % 2]!, '203.0.113.10', language);
      if (answer.status === 200) {
        answered += 1;
        continue;
      }
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await answer.json()).toEqual({ error: refusals[language] });
    }
    expect(answered).toBeLessThanOrEqual(LIMITS.biblePassage.limit);
    // Alternating, neither instance is left holding part of the quota it leased (decision 0034).
    expect(answered).toBe(LIMITS.biblePassage.limit);
  });
}, { env: { TRUST_PROXY: 'true' } });

/** A burst must not straddle the fixed window's end (it would be counted in two windows). */
async function withinOneWindow(windowMs: number, neededMs = 8000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

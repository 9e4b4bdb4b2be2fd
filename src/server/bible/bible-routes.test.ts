import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

describe('GET /api/bible/passage', () => {
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(() => ctx.close());
  const get = (query: string, headers: Record<string, string> = {}) => ctx.app.request(`/api/bible/passage?${query}`, { headers });

  it('answers the canonical reference and the KJV text', async () => {
    const response = await get('ref=jn%203:16-17&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = (await response.json()) as { translation: string; reference: string; passages: Array<{ verses: Array<{ verse: number; text: string }> }> };
    expect(body.translation).toBe('KJV');
    expect(body.reference).toBe('John 3:16-17');
    expect(body.passages[0]!.verses.map((v) => v.verse)).toEqual([16, 17]);
    expect(body.passages[0]!.verses[0]!.text).toMatch(/^For God so loved the world/);
  });

  it('answers from the Reina-Valera 1909 in Spanish, with the Spanish book name', async () => {
    const body = (await (await get(`ref=${encodeURIComponent('Hch 2:38; Sal 23')}&lang=es`)).json()) as { translation: string; reference: string };
    expect(body).toMatchObject({ translation: 'RV1909', reference: 'Hechos 2:38; Salmo 23' });
  });

  it('reads a lone number in a one-chapter book as a verse, keeps psalm titles apart, and says when a long passage is cut', async () => {
    const jude = (await (await get(`ref=${encodeURIComponent('Jude 24')}&lang=en`)).json()) as { reference: string; passages: Array<{ verses: Array<{ verse: number }> }> };
    expect(jude.reference).toBe('Jude 1:24');
    expect(jude.passages[0]!.verses.map((v) => v.verse)).toEqual([24]);
    const psalm = (await (await get(`ref=${encodeURIComponent('Sal 23')}&lang=es`)).json()) as { passages: Array<{ verses: Array<{ heading?: string; text: string }> }> };
    expect(psalm.passages[0]!.verses[0]).toEqual({ chapter: 23, verse: 1, heading: 'Salmo de David.', text: 'Jehová es mi pastor; nada me faltará.' });
    const long = (await (await get(`ref=${encodeURIComponent('Salmo 119')}&lang=es`)).json()) as { reference: string; passages: Array<{ reference: string; shown: string; label: string; verses: unknown[] }> };
    expect(long.reference).toBe('Salmo 119');
    expect(long.passages[0]).toMatchObject({ reference: 'Salmo 119', shown: '119:1-40', label: 'Salmo 119 (se muestran los versículos 1-40)' });
    expect(long.passages[0]!.verses).toHaveLength(40);
  });

  it('answers 404 with a clear error for a passage that does not exist', async () => {
    const response = await get('ref=John%2099:99&lang=en');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'That passage does not exist in the Bible.' });
    const es = await get(`ref=${encodeURIComponent('Jonás 1:17')}&lang=es`);
    expect(es.status).toBe(404);
    expect(await es.json()).toEqual({ error: 'Ese pasaje no existe en la Biblia.' });
  });

  it('answers 400 for text that names no passage, an empty or an oversized reference', async () => {
    for (const query of ['ref=faith&lang=en', 'ref=&lang=en', 'lang=en', `ref=${'John 3:16;'.repeat(40)}`]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: 'Write a Bible reference, such as John 3:16 or Psalm 23.' });
    }
  });

  it('follows the page language when lang is not given', async () => {
    const body = (await (await get('ref=Juan%203:16', { 'Accept-Language': 'es' })).json()) as { translation: string };
    expect(body.translation).toBe('RV1909');
  });
});

describe('GET /api/bible/passage rate limit', () => {
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());
  const get = (ip: string, language = 'en') => ctx.app.request('/api/bible/passage?ref=John%203:16', { headers: { 'X-Forwarded-For': ip, 'Accept-Language': language } });

  it('answers a reader’s lookups, then 429 with Retry-After to one address flooding it; other readers go on', async () => {
    const statuses = [];
    for (let i = 0; i < 240; i++) statuses.push((await get('203.0.113.7')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await get('203.0.113.7', 'es');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.' });
    expect((await get('203.0.113.8')).status).toBe(200);
  });
});

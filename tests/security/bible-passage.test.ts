// The public Bible lookup cannot be used to amplify traffic: a request is capped (passages and
// verses), long answers are compressed, the per-address limit lives in the shared database, and
// an answer whose language came from Accept-Language says so in Vary.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSAGE_REQUEST_LIMITS } from '../../src/server/bible/bible-contract.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { LIMITS } from '../../src/server/http/limits.ts';
import { nextClientIp } from '../support/members.ts';
import { isJsonError, jsonOf, send, startSuiteServer, suiteDatabases, type SuiteServer } from '../support/security-http.ts';
import { apiUrls } from '#tests/support/api-client.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';
import { passageAnswerSchema } from '#shared/bible-passage-answer.ts';

/** The raw bytes of an answer (our `send` reads text, which would spoil a compressed body). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers: { 'X-Forwarded-For': nextClientIp(), ...headers }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function withinOneWindow(windowMs: number, neededMs = 10_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(suiteDatabases())('Bible passage lookup on %s', (databaseKind) => {
  let suite: SuiteServer;
  let database: DatabaseHandle;
  const url = () => suite.server.url;

  beforeAll(async () => {
    suite = await startSuiteServer(databaseKind);
    database = suite.database;
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('refuses the 197-character amplifier (Ps119 repeated) with a 4xx JSON error instead of ~1 MB', async () => {
    const ref = `Ps119,${'119,'.repeat(47)}119`.slice(0, 197);
    const answer = await send(url(), apiUrls.bible.passage.$path({ query: { ref } }), { headers: { 'Accept-Encoding': 'identity' } });
    expect(answer.status).toBe(400);
    expect(isJsonError(answer)).toBe(true);
    expect(jsonOf(answer, apiErrorSchema).limits).toEqual(PASSAGE_REQUEST_LIMITS);
    expect(answer.text.length).toBeLessThan(1000);
  });

  it('compresses the longest answer it gives (five long psalms, 195 verses shown), and varies on Accept-Language when that chose the text', async () => {
    const answer = await rawGet(url(), apiUrls.bible.passage.$path({ query: { ref: 'Salmos 119; Salmos 78; Salmos 89; Salmos 18; Salmos 104' } }), { 'Accept-Encoding': 'gzip, br', 'Accept-Language': 'es' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Language/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    const text = zlib.brotliDecompressSync(answer.body).toString('utf8');
    // Varied Bible text compresses about threefold with brotli; a third of that margin is kept for noise.
    expect(answer.body.length).toBeLessThan(text.length / 2);
    expect(passageAnswerSchema.parse(JSON.parse(text)).translation).toBe('RV1909');
  });

  it(`limits one address to ${LIMITS.biblePassage.limit} lookups a minute, counted in the shared database`, async () => {
    await withinOneWindow(LIMITS.biblePassage.windowMs);
    const ip = nextClientIp();
    let last = 0;
    for (let i = 0; i <= LIMITS.biblePassage.limit; i++) {
      last = (await send(url(), apiUrls.bible.passage.$path({ query: { ref: 'John 3:16', lang: 'en' } }), { ip })).status;
      if (i < LIMITS.biblePassage.limit) expect(last).toBe(200);
    }
    expect(last).toBe(429);
    const row = await database.db.selectFrom('rate_limits').select('count').where('key', '=', `${LIMITS.biblePassage.name}:${ip}`).executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(LIMITS.biblePassage.limit);
    // Another reader is not affected.
    expect((await send(url(), apiUrls.bible.passage.$path({ query: { ref: 'John 3:16', lang: 'en' } }))).status).toBe(200);
  });
});

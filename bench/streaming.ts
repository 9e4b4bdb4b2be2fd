// Streaming generation with a model engine (the fake OpenAI server pacing tokens at 40/s): time
// from the request to the first `event: delta` of POST /api/sermons/generate, and in Chromium
// from the click on "generate" to the first sermon text on screen.
import { chromium } from '@playwright/test';
import { startFakeOpenAi } from '#tests/support/fake-openai-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, cookiesForUrl } from './chromium.ts';
import { ensureBuild } from '../tests/support/ensure-build.ts';
import { percentile, report, round, type BenchResult, type Measurement } from './report.ts';
import { nextClientIp, openServerDatabase, signUpMember, type Member } from '../tests/support/members.ts';
import { startServer, type ServerProcess } from '../tests/support/server-process.ts';
import { GRACE_DRAFT } from '#tests/support/llm-draft.ts';

const API_RUNS = 5;
const BROWSER_RUNS = 3;
const API_TARGET_MS = 1500;
const BROWSER_TARGET_MS = 2000;
const TOKENS_PER_SECOND = 40;

// Longer text than the shared draft, so a streamed sermon lasts long enough to measure.
const DRAFT = {
  ...GRACE_DRAFT,
  introduction: 'Grace is the favour of God, given to those who could never earn it. Tonight we look at what grace does for a sinner, for a saint, and for the weak.',
  illustration: 'A debt forgiven by a kind landlord, who tore up the ledger in front of the family.',
};

/** POST /api/sermons/generate for "Grace", as a stream (the answer's body is there to read). */
async function generateStream(server: ServerProcess, member: Member): Promise<Response & { body: ReadableStream<Uint8Array> }> {
  const response = await fetch(`${server.url}/api/sermons/generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Origin: server.url, Cookie: member.cookie, 'X-Forwarded-For': nextClientIp() },
    body: JSON.stringify({ title: 'Grace', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`generate answered ${response.status}: ${await response.text()}`);
  return response as Response & { body: ReadableStream<Uint8Array> };
}

/** Milliseconds from sending the request to the first `event: delta`; reads the stream to its end. */
async function timeToFirstPartial(server: ServerProcess, member: Member): Promise<{ firstPartialMs: number; totalMs: number }> {
  const started = performance.now();
  const response = await generateStream(server, member);
  let firstPartialMs = Number.NaN;
  let text = '';
  const decoder = new TextDecoder();
  // Read to the end: the member's generation lock is held until the sermon is saved.
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (Number.isNaN(firstPartialMs) && text.includes('event: delta')) firstPartialMs = performance.now() - started;
  }
  if (!text.includes('event: sermon')) throw new Error(`the stream ended without a sermon: ${text.slice(-300)}`);
  if (Number.isNaN(firstPartialMs)) throw new Error('the stream sent no delta event');
  return { firstPartialMs, totalMs: performance.now() - started };
}

/**
 * Issue 19's runaway preview: a 24 KB introduction streamed one token (four characters) at a time.
 * Whole snapshots sent it as 78 MB; the stream now carries only new text. Bytes and events of the
 * stream before its `sermon` event.
 */
const LONG_INTRODUCTION_CHARS = 24_000;
const LONG_TOKENS_PER_SECOND = 1000;
const LONG_BYTES_TARGET = 3 * LONG_INTRODUCTION_CHARS;
async function bytesForLongIntroduction(server: ServerProcess, member: Member): Promise<{ previewBytes: number; previewEvents: number; ms: number }> {
  const started = performance.now();
  const response = await generateStream(server, member);
  const text = await response.text();
  const end = text.indexOf('event: sermon');
  if (end < 0) throw new Error(`the stream ended without a sermon: ${text.slice(-300)}`);
  const previews = text.slice(0, end);
  return { previewBytes: Buffer.byteLength(previews), previewEvents: previews.split('\n\n').filter((event) => event.startsWith('event:')).length, ms: performance.now() - started };
}

async function browserRuns(server: ServerProcess, member: Member, queueReply: () => void): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext();
    await context.addCookies(cookiesForUrl(member.cookie, server.url));
    const page = await context.newPage();
    const timings: number[] = [];
    for (let run = 0; run < BROWSER_RUNS; run++) {
      await page.goto(`${server.url}/en/dashboard`);
      await page.getByTestId('generator-theme').fill('Grace');
      queueReply();
      const firstText = page.locator('[data-testid="generator-preview"] h3').or(page.getByTestId('sermon-title')).first();
      const started = performance.now();
      await page.getByTestId('generator-submit').click();
      await firstText.waitFor({ state: 'visible', timeout: 20_000 });
      timings.push(performance.now() - started);
      // The generation must finish (and release the member's lock) before the next run.
      await page.waitForURL(/\/sermon-display\?id=/, { timeout: 30_000 });
    }
    return timings;
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  ensureBuild();
  const fake = await startFakeOpenAi();
  const queueReply = () => fake.replies.push({ kind: 'object', value: DRAFT, tokensPerSecond: TOKENS_PER_SECOND });
  try {
    const server = await startServer({ env: { ...fake.serverEnv(30_000), LOG_LEVEL: 'warn' } });
    const database = openServerDatabase(server);
    try {
      const member = await signUpMember(server.url, database);
      const api: Array<{ firstPartialMs: number; totalMs: number }> = [];
      for (let run = 0; run < API_RUNS; run++) {
        queueReply();
        api.push(await timeToFirstPartial(server, member));
      }
      const sentence = 'Grace is the favour of God, given to those who could never earn it. ';
      fake.replies.push({ kind: 'object', value: { ...DRAFT, introduction: sentence.repeat(Math.ceil(LONG_INTRODUCTION_CHARS / sentence.length)).slice(0, LONG_INTRODUCTION_CHARS) }, tokensPerSecond: LONG_TOKENS_PER_SECOND });
      const long = await bytesForLongIntroduction(server, member);
      const browser = await browserRuns(server, member, queueReply);
      const apiFirst = api.map((r) => r.firstPartialMs).sort((a, b) => a - b);
      const browserSorted = [...browser].sort((a, b) => a - b);
      const measurements: Measurement[] = [
        { name: 'API request → first partial, p50', value: round(percentile(apiFirst, 50), 0), unit: 'ms', target: `≤ ${API_TARGET_MS} ms`, ok: percentile(apiFirst, 50) <= API_TARGET_MS },
        { name: 'API request → first partial, max', value: round(apiFirst.at(-1)!, 0), unit: 'ms', target: `≤ ${API_TARGET_MS} ms`, ok: apiFirst.at(-1)! <= API_TARGET_MS },
        { name: 'API request → whole sermon, p50', value: round(percentile(api.map((r) => r.totalMs).sort((a, b) => a - b), 50), 0), unit: 'ms' },
        { name: 'browser click → first sermon text, p50', value: round(percentile(browserSorted, 50), 0), unit: 'ms', target: `≤ ${BROWSER_TARGET_MS} ms`, ok: percentile(browserSorted, 50) <= BROWSER_TARGET_MS },
        { name: 'browser click → first sermon text, max', value: round(browserSorted.at(-1)!, 0), unit: 'ms', target: `≤ ${BROWSER_TARGET_MS} ms`, ok: browserSorted.at(-1)! <= BROWSER_TARGET_MS },
        { name: `preview bytes for a ${LONG_INTRODUCTION_CHARS / 1000} KB introduction, token by token`, value: long.previewBytes, unit: 'B', target: `≤ ${LONG_BYTES_TARGET} B`, ok: long.previewBytes <= LONG_BYTES_TARGET },
        { name: `preview events for a ${LONG_INTRODUCTION_CHARS / 1000} KB introduction`, value: long.previewEvents, unit: '' },
      ];
      return [report({ bench: 'streaming', measurements, details: { longIntroduction: long, tokensPerSecond: TOKENS_PER_SECOND, apiRuns: api, browserRunsMs: browser } })];
    } finally {
      await database.close();
      await server.stop();
    }
  } finally {
    await fake.close();
  }
}

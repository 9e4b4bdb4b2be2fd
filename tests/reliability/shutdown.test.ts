// A deploy stops the server with SIGTERM while pastors are using it: sermons being written (slow
// model streams, JSON and SSE) still arrive and are saved, nobody new gets in once the signal
// landed (new connections and reused keep-alive ones alike), and the process exits 0.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '#tests/support/fake-openai-server.ts';
import { nextClientIp, openServerDatabase, signUpMember, type Member } from '../support/members.ts';
import { GENERATE_BODY } from '../support/generate-body.ts';
import { failureCode, httpRequest, sseEvents, type HttpAnswer } from '../support/reliability-http.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { GRACE_DRAFT } from '#tests/support/llm-draft.ts';
import { servedApi } from '#tests/support/api-client.ts';

const SLOW_GENERATES = 6;
const KEEP_ALIVE_CLIENTS = 3;
/** About 4 s of streaming per sermon: well within the server's 10 s grace, long enough to be cut. */
const TOKENS_PER_SECOND = 50;


async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('SIGTERM during traffic', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: ServerProcess;
  let members: Member[];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({
      env: { ...fake.serverEnv(30_000), SERMON_DAILY_QUOTA: '10000' },
    });
    const database = openServerDatabase(server);
    try {
      members = await Promise.all(Array.from({ length: SLOW_GENERATES }, () => signUpMember(server.url, database)));
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await fake?.close();
  });

  it('finishes in-flight requests, refuses new ones, and exits 0', async () => {
    for (let i = 0; i < SLOW_GENERATES; i++) fake.replies.push({ kind: 'object', value: GRACE_DRAFT, tokensPerSecond: TOKENS_PER_SECOND });
    const generates = members.map((member, index) => {
      const stream = index % 2 === 1;
      return httpRequest(servedApi(server.url).sermons.generate.$url().href, {
        method: 'POST',
        headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp(), accept: stream ? 'text/event-stream' : 'application/json' },
        json: GENERATE_BODY,
        timeoutMs: 30_000,
      }).then(
        (answer) => ({ stream, answer, error: null }),
        (error: unknown) => ({ stream, answer: null, error: failureCode(error) }),
      );
    });

    // Quick requests on reused keep-alive connections, right through the signal.
    let shutdownLoggedAt = Infinity;
    let clientsRunning = true;
    const keepAlive: Array<{ sentAt: number; status: number | null; error: string | null; connection: string | undefined }> = [];
    const agents = Array.from({ length: KEEP_ALIVE_CLIENTS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const clients = agents.map(async (agent) => {
      const ip = nextClientIp();
      while (clientsRunning) {
        const sentAt = Date.now();
        try {
          const answer: HttpAnswer = await httpRequest(servedApi(server.url).bible.passage.$url({ query: { ref: 'John 3:16', lang: 'en' } }).href, { agent, headers: { 'x-forwarded-for': ip }, timeoutMs: 15_000 });
          keepAlive.push({ sentAt, status: answer.status, error: null, connection: answer.headers.connection });
        } catch (error) {
          keepAlive.push({ sentAt, status: null, error: failureCode(error), connection: undefined });
        }
        await sleep(10);
      }
    });

    try {
      await until(() => fake.requests.length >= SLOW_GENERATES, 15_000, 'every generation to reach the model');
      await until(() => keepAlive.length >= KEEP_ALIVE_CLIENTS * 3, 15_000, 'keep-alive traffic');
      server.child.kill('SIGTERM');
      await until(() => server.logs().some((line) => line.msg === 'shutting down: finishing in-flight requests'), 5_000, 'the shutdown log line');
      shutdownLoggedAt = Date.now();

      // A new connection after the signal is refused.
      const fresh = await httpRequest(`${server.url}/healthz`, { timeoutMs: 5_000 }).then(
        (answer) => `answered ${answer.status}`,
        (error: unknown) => failureCode(error),
      );
      expect(fresh).toBe('ECONNREFUSED');

      const results = await Promise.all(generates);
      for (const { stream, answer, error } of results) {
        expect(error, 'an in-flight generation was cut').toBeNull();
        if (stream) {
          expect(answer!.status).toBe(200);
          expect(sseEvents(answer!.body).at(-1)?.event, answer!.body.slice(-300)).toBe('sermon');
        } else {
          expect(answer!.status, answer!.body).toBe(201);
        }
      }
      expect(await server.exited).toBe(0);
      expect(Date.now() - shutdownLoggedAt).toBeLessThan(10_000);
    } finally {
      clientsRunning = false;
      await Promise.all(clients);
      for (const agent of agents) agent.destroy();
    }

    const sentAfter = keepAlive.filter((request) => request.sentAt > shutdownLoggedAt);
    const servedAfter = sentAfter.filter((request) => request.status !== null);
    console.log(
      `keep-alive requests: ${keepAlive.length} (statuses: ${JSON.stringify(Object.fromEntries(countBy(keepAlive.map((request) => String(request.status ?? request.error)))))}); sent after shutdown began: ${sentAfter.length}, of which answered: ${servedAfter.length}`,
    );
    expect(keepAlive.filter((request) => request.status !== null && request.status >= 500)).toEqual([]);
    // Answered before the shutdown began; refused or closed from then on (a browser then retries elsewhere).
    expect(keepAlive.filter((request) => request.sentAt <= shutdownLoggedAt - 1000 && request.status !== 200)).toEqual([]);
    expect(servedAfter, 'keep-alive connections stop taking new requests once the shutdown began').toEqual([]);

    // Every sermon the pastors were shown is saved.
    const database = openServerDatabase(server);
    try {
      const saved = await database.db.selectFrom('sermons').select('user_id').execute();
      expect(new Set(saved.map((row) => row.user_id))).toEqual(new Set(members.map((member) => member.userId)));
    } finally {
      await database.close();
    }
  }, 90_000);
});

function countBy(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

// What a pastor sees when something the server depends on fails: the model hangs, errors or drops
// its stream; the mail server is down; the database restarts under traffic. Each time a clear,
// localized answer in bounded time, nothing half-saved, and the next request works.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_LOCK_MS } from '../../src/server/sermons/generation-guard.ts';
import { startFakeOpenAi, type FakeReply } from '#tests/support/fake-openai-server.ts';
import { nextClientIp, openServerDatabase, signUpMember, type Member } from '../support/members.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { GENERATE_BODY } from '../support/generate-body.ts';
import { failureCode, httpRequest, sseEvents } from '../support/reliability-http.ts';
import { createPrivatePostgres, postgresBinDir, type PrivatePostgres } from '../support/reliability-private-postgres.ts';
import { freePort, SERVER_SETTLED_RSS_BUDGET_MB, startServer, type ServerProcess } from '../support/server-process.ts';
import { GRACE_DRAFT, NEW_BIRTH_DRAFT_ES } from '#tests/support/llm-draft.ts';
import { servedApi } from '#tests/support/api-client.ts';
import { apiErrorSchema } from '#server/http/response-contract.ts';

/** The model's timeout for the failures that end by it (a hang): short, so the suite is. */
const AI_TIMEOUT_MS = 5000;
/**
 * The runaway is stopped by the draft's character cap, not by a timeout, so it runs with the
 * timeout a deployment has (config's default): streaming 8,000 events takes a second on a quiet
 * machine and several on a busy one, and a short timeout would end it first and test nothing.
 */
const RUNAWAY_AI_TIMEOUT_MS = 60_000;
/**
 * RSS the server may reach while a runaway model streams its 8,000 stream events (the draft itself
 * is cut at 32,000 characters). Measured 148-162 MB on a quiet machine and 193 MB with the 2 cores
 * busy with other work: under contention the collector finishes later and young garbage piles
 * higher, which is timing, not memory kept. The regression this guards against grew the server to
 * 327 MB and past its heap limit; 210 MB stays well under that, and the settled check below (back
 * within the 150 MB budget) is what holds the server to its memory.
 */
const RUNAWAY_PEAK_RSS_MB = 210;
/** How long the server has to return to its budget once the runaway is stopped (the load test allows 60 s). */
const SETTLE_LIMIT_MS = 60_000;
/** Time the server may take beyond the model timeout to answer (a loaded 2-core machine). */
const MARGIN_MS = 2500;


const GENERATION_IN_PROGRESS = 'A sermon is already being prepared. Please wait for it to finish.';
const FAILED = { en: 'Failed to generate sermon', es: 'No se pudo generar el sermón' } as const;

/** How many sermons the member has saved, read from the server's database. */
async function savedSermonsOf(server: ServerProcess, member: Member): Promise<number> {
  const database = openServerDatabase(server);
  try {
    const row = await database.db.selectFrom('sermons').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await database.close();
  }
}

describe('the language model failing', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: ServerProcess;
  let member: Member;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({
      env: { ...fake.serverEnv(AI_TIMEOUT_MS), SERMON_DAILY_QUOTA: '10000' },
    });
    const database = openServerDatabase(server);
    try {
      member = await signUpMember(server.url, database);
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await fake?.close();
  });

  const savedSermons = () => savedSermonsOf(server, member);

  const generate = (language: 'en' | 'es', stream: boolean) =>
    httpRequest(servedApi(server.url).sermons.generate.$url().href, {
      method: 'POST',
      headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp(), 'accept-language': language, accept: stream ? 'text/event-stream' : 'application/json' },
      json: { ...GENERATE_BODY, language },
      timeoutMs: AI_TIMEOUT_MS * 4,
    });

  const failures: Array<[string, FakeReply]> = [
    ['hanging', { kind: 'hang' }],
    ['answering 500', { kind: 'status', status: 500 }],
    ['closing mid-stream', { kind: 'object', value: GRACE_DRAFT, chunks: 12, closeAfterChunks: 3 }],
  ];

  for (const [label, reply] of failures) {
    it(`answers a clear error in time and saves nothing when the model is ${label} (JSON, English)`, async () => {
      fake.replies.length = 0;
      // The engine retries once: the same failure twice.
      fake.replies.push(reply, reply);
      const before = await savedSermons();
      const answer = await generate('en', false);
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual({ error: FAILED.en });
      expect(answer.ms).toBeLessThan(AI_TIMEOUT_MS + MARGIN_MS);
      expect(await savedSermons()).toBe(before);
    });

    it(`sends an error event in time and saves nothing when the model is ${label} (SSE, Spanish)`, async () => {
      fake.replies.length = 0;
      fake.replies.push(reply, reply);
      const before = await savedSermons();
      const answer = await generate('es', true);
      expect(answer.status).toBe(200);
      const events = sseEvents(answer.body);
      expect(events.map((event) => event.event)).not.toContain('sermon');
      expect(events.at(-1)).toEqual({ event: 'error', data: JSON.stringify({ error: FAILED.es }) });
      expect(answer.ms).toBeLessThan(AI_TIMEOUT_MS + MARGIN_MS);
      expect(await savedSermons()).toBe(before);
    });
  }

  it('generates again once the model answers (no lock or state left behind by the failures)', async () => {
    fake.replies.length = 0;
    fake.replies.push({ kind: 'object', value: GRACE_DRAFT });
    const before = await savedSermons();
    const answer = await generate('en', false);
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ title: 'Grace that saves' });
    expect(await savedSermons()).toBe(before + 1);
  });
});

describe('a runaway model', () => {
  const DRAFT = { en: GRACE_DRAFT, es: NEW_BIRTH_DRAFT_ES } as const;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: ServerProcess;
  let member: Member;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startServer({ env: { ...fake.serverEnv(RUNAWAY_AI_TIMEOUT_MS), SERMON_DAILY_QUOTA: '10000' } });
    const database = openServerDatabase(server);
    try {
      member = await signUpMember(server.url, database);
    } finally {
      await database.close();
    }
    // A server that has preached in both languages holds both Bibles and the prompts' grounding:
    // measured from there, what the runaway adds is the runaway's.
    for (const language of ['en', 'es'] as const) {
      fake.replies.push({ kind: 'object', value: DRAFT[language] });
      expect(sseEvents((await generate(language)).body).map((event) => event.event)).toContain('sermon');
    }
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await fake?.close();
  });

  const generate = (language: 'en' | 'es') =>
    httpRequest(servedApi(server.url).sermons.generate.$url().href, {
      method: 'POST',
      headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp(), 'accept-language': language, accept: 'text/event-stream' },
      json: { ...GENERATE_BODY, language },
      timeoutMs: RUNAWAY_AI_TIMEOUT_MS * 2,
    });

  const savedSermons = () => savedSermonsOf(server, member);

  it('survives a runaway model (2 MB, one token at a time) within its memory budget, and tells the pastor (SSE, Spanish)', async () => {
    fake.replies.length = 0;
    fake.replies.push({ kind: 'runaway', bytes: 2_000_000 }, { kind: 'runaway', bytes: 2_000_000 });
    const before = await savedSermons();
    let peakRss = server.rssMb();
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMb())), 50);
    try {
      const answer = await generate('es');
      expect(answer.status).toBe(200);
      const events = sseEvents(answer.body);
      expect(events.at(-1)).toEqual({ event: 'error', data: JSON.stringify({ error: 'El modelo escribió mucho más que un sermón y se detuvo. No se guardó nada; intente de nuevo.' }) });
      // A few previews a second, not one per token.
      expect(events.filter((event) => event.event === 'delta').length).toBeLessThan(100);
      expect(answer.body.length).toBeLessThan(2_000_000);
    } finally {
      clearInterval(sampler);
    }
    // The runaway grew the server to 327 MB and then past its heap limit. Bounded now: the
    // burst of 8,000 stream events may lift RSS as any burst of traffic does (young garbage, 190-210
    // MB at the end of the benchmark's load), never by what a 2 MB draft would cost kept, and the
    // server is back within its 150 MB budget, which decision 0012 defines as the settled RSS: the
    // server settles its heap once it is quiet (decision 0046), whether or not V8's own memory
    // reducer was armed by the burst.
    expect(peakRss).toBeLessThanOrEqual(RUNAWAY_PEAK_RSS_MB);
    const stopped = performance.now();
    let rss = server.rssMb();
    while (rss > SERVER_SETTLED_RSS_BUDGET_MB && performance.now() - stopped < SETTLE_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await httpRequest(`${server.url}/healthz`, { method: 'GET', timeoutMs: 5000 })).status).toBe(200);
      rss = server.rssMb();
    }
    console.log(`runaway model: peak RSS ${peakRss} MB, ${rss} MB ${((performance.now() - stopped) / 1000).toFixed(0)} s after`);
    expect(rss, `RSS within ${SETTLE_LIMIT_MS / 1000} s of the runaway`).toBeLessThanOrEqual(SERVER_SETTLED_RSS_BUDGET_MB);
    expect(await savedSermons()).toBe(before);
    expect((await httpRequest(`${server.url}/readyz`, { method: 'GET', timeoutMs: 5000 })).status).toBe(200);
    // Nothing left behind: the next sermon is written and saved.
    fake.replies.length = 0;
    fake.replies.push({ kind: 'object', value: DRAFT.es });
    const next = await generate('es');
    expect(sseEvents(next.body).map((event) => event.event)).toContain('sermon');
    expect(await savedSermons()).toBe(before + 1);
  }, RUNAWAY_AI_TIMEOUT_MS + SETTLE_LIMIT_MS + 30_000);
});

describe('the mail server down', () => {
  let server: ServerProcess;
  let members: Member[];

  beforeAll(async () => {
    // A port nothing listens on: connections are refused.
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
    const database = openServerDatabase(server);
    try {
      members = [await signUpMember(server.url, database), await signUpMember(server.url, database)];
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
  });

  const requestReset = (email: string) =>
    httpRequest(servedApi(server.url).auth['request-password-reset'].$url().href, { method: 'POST', headers: { 'x-forwarded-for': nextClientIp() }, json: { email } });

  it('answers a password-reset request as usual, logs the failed mail, and serves the next request', async () => {
    // What anyone sees for an address with no account (no mail is attempted) is the normal answer.
    const normal = await requestReset(uniqueEmail('nobody'));
    const answer = await requestReset(members[0]!.email);
    expect(answer.status).toBe(200);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: normal.status, body: normal.body });

    const deadline = Date.now() + 15_000;
    const failedMail = () => server.logs().find((line) => line.msg === 'password reset e-mail could not be sent' && line.userId === members[0]!.userId);
    while (!failedMail() && Date.now() < deadline) await sleep(100);
    expect(failedMail(), 'the failed mail is logged with the user').toBeDefined();

    const next = await requestReset(members[1]!.email);
    expect({ status: next.status, body: next.body }).toEqual({ status: normal.status, body: normal.body });
    expect((await httpRequest(servedApi(server.url).me.$url().href, { headers: { cookie: members[1]!.cookie } })).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});

const binDir = postgresBinDir();

describe('PostgreSQL restarted under traffic', () => {
  let cluster: PrivatePostgres | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL');
    cluster?.destroy();
  });

  it.skipIf(!binDir)('fails requests cleanly while the database is down and recovers after it restarts (skipped only when initdb is not installed)', async () => {
    cluster = await createPrivatePostgres(binDir!);
    const db = cluster;
    server = await startServer({ databaseUrl: db.url, env: { SERMON_DAILY_QUOTA: '10000' } });
    const app = server;
    const database = openServerDatabase(app, db.url);
    let members: Member[];
    try {
      members = await Promise.all(Array.from({ length: 6 }, () => signUpMember(app.url, database)));
    } finally {
      await database.close();
    }

    type Phase = 'before' | 'down' | 'after';
    let phase: Phase = 'before';
    let running = true;
    const tally = new Map<string, number>();
    const bad: string[] = [];
    const servedBefore: Member[] = [];
    const successAfterRestart = new Set<Member>();
    const generatedAfterRestart = new Set<Member>();
    const note = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

    const traffic = members.map(async (member, index) => {
      const calls = [
        () => httpRequest(servedApi(app.url).me.$url().href, { headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp() }, timeoutMs: 15_000 }),
        () => httpRequest(servedApi(app.url).sermons.$url({ query: { limit: '5' } }).href, { headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp() }, timeoutMs: 15_000 }),
        () => httpRequest(servedApi(app.url).sermons.generate.$url().href, { method: 'POST', headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp() }, json: GENERATE_BODY, timeoutMs: 15_000 }),
      ];
      for (let turn = index; running; turn++) {
        const current = phase;
        try {
          const answer = await calls[turn % calls.length]!();
          note(`${current} ${answer.status}`);
          if (answer.status < 300) {
            if (current === 'before') servedBefore.push(member);
            if (current === 'after') successAfterRestart.add(member);
            if (current === 'after' && answer.status === 201) generatedAfterRestart.add(member);
          } else if (answer.status === 429 && current !== 'before' && JSON.parse(answer.body).error === GENERATION_IN_PROGRESS) {
            // A generation cut by the outage could not release its lock; the lease runs out
            // (STALE_LOCK_MS) and the pastor may generate again: waited for below.
          } else if (answer.status === 503) {
            if (!apiErrorSchema.safeParse(JSON.parse(answer.body)).success) bad.push(`${current} 503 without a JSON error: ${answer.body.slice(0, 200)}`);
          } else {
            bad.push(`${current} ${answer.status}: ${answer.body.slice(0, 200)}`);
          }
        } catch (error) {
          note(`${current} ${failureCode(error)}`);
          bad.push(`${current} ${failureCode(error)}`);
        }
        await sleep(20);
      }
    });

    try {
      // Every user served once first, so the outage hits warm connections and sessions.
      const warm = Date.now() + 20_000;
      while (new Set(servedBefore).size < members.length && Date.now() < warm) await sleep(100);
      await db.stop();
      phase = 'down';
      // Long enough that requests really meet the outage: several clean 503s, or the process gone.
      const outage = Date.now() + 10_000;
      while ((tally.get('down 503') ?? 0) < 6 && Date.now() < outage && app.child.exitCode === null) await sleep(100);
      if (app.child.exitCode !== null) {
        const log = fs.readFileSync(app.logFile, 'utf8');
        // Where an uncaught error ends the process (Node prints "Unhandled 'error' event" first).
        const unhandled = log.lastIndexOf('Unhandled');
        const excerpt = unhandled >= 0 ? log.slice(Math.max(0, unhandled - 200), unhandled + 500) : log.slice(-1200);
        throw new Error(`the server exited (${app.child.exitCode}) when its database went away; its log:\n${excerpt}`);
      }
      await db.start();
      phase = 'after';
      // Served again at once; generating again at the latest when a lock left by the outage expires.
      const deadline = Date.now() + STALE_LOCK_MS + 15_000;
      while (generatedAfterRestart.size < members.length && Date.now() < deadline && app.child.exitCode === null) await sleep(100);
    } finally {
      running = false;
      await Promise.all(traffic);
    }
    console.log('PostgreSQL restart: answers by phase', Object.fromEntries(tally));

    expect(bad, 'only 503 JSON errors while the database is down, and nothing else fails').toEqual([]);
    expect(tally.get('before 200') ?? 0).toBeGreaterThan(0);
    expect(tally.get('down 503') ?? 0, 'requests during the outage are answered 503, not held until it ends').toBeGreaterThan(0);
    expect(app.child.exitCode, 'the server is still running').toBeNull();
    expect(successAfterRestart.size, 'every user is served again after the restart').toBe(members.length);
    expect(generatedAfterRestart.size, 'every user generates again after the restart').toBe(members.length);
    expect((await httpRequest(`${app.url}/readyz`)).status).toBe(200);
  });
});

// The server killed outright (power cut, OOM killer) while 100 pastors save sermons: every
// sermon a pastor was told was saved is there after the restart, the database is intact, and the
// server starts cleanly on the same data and lets the interrupted pastors generate again.
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '#tests/support/test-databases.ts';
import { nextClientIp, openServerDatabase, signUpMember, type Member } from '../support/members.ts';
import { GENERATE_BODY } from '../support/generate-body.ts';
import { inBatches } from '../support/in-batches.ts';
import { failureCode, httpRequest } from '../support/reliability-http.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { servedApi } from '#tests/support/api-client.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';

const SAVERS = 100;
/** The kill lands after this many acknowledgements, so the rest are really in flight. */
const KILL_AFTER_ACKS = 10;
/**
 * How long an interrupted pastor may be kept from generating again after the restart: a lock
 * left by a dead process must not outlive a short wait (a lease: STALE_LOCK_MS, 25 s, in generation-guard.ts).
 */
const LOCKOUT_BUDGET_MS = 30_000;

interface KillOutcome {
  acknowledged: Array<{ member: Member; sermonId: string }>;
  interrupted: Member[];
  failures: Record<string, number>;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** 100 concurrent generates; SIGKILL once the first acknowledgements are back. */
async function killDuringSaves(server: ServerProcess, members: Member[]): Promise<KillOutcome> {
  const acknowledged: KillOutcome['acknowledged'] = [];
  const interrupted: Member[] = [];
  const failures: Record<string, number> = {};
  let killed: Promise<unknown> | null = null;
  await Promise.all(
    members.map(async (member) => {
      try {
        const answer = await httpRequest(servedApi(server.url).sermons.generate.$url().href, {
          method: 'POST',
          headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp() },
          json: GENERATE_BODY,
          timeoutMs: 60_000,
        });
        const id = answer.status === 201 ? sermonResponseSchema.parse(JSON.parse(answer.body)).id : undefined;
        if (id) acknowledged.push({ member, sermonId: id });
        else {
          interrupted.push(member);
          failures[`status ${answer.status}`] = (failures[`status ${answer.status}`] ?? 0) + 1;
        }
      } catch (error) {
        interrupted.push(member);
        failures[failureCode(error)] = (failures[failureCode(error)] ?? 0) + 1;
      }
      if (acknowledged.length >= KILL_AFTER_ACKS && !killed) killed = server.stop('SIGKILL');
    }),
  );
  expect(await server.exited).toBe('SIGKILL');
  return { acknowledged, interrupted, failures };
}

async function signUpSavers(server: ServerProcess, databaseUrl: string | undefined): Promise<Member[]> {
  const database = openServerDatabase(server, databaseUrl);
  try {
    return await inBatches(Array.from({ length: SAVERS }), 4, () => signUpMember(server.url, database));
  } finally {
    await database.close();
  }
}

async function generate(url: string, member: Member) {
  const answer = await httpRequest(servedApi(url).sermons.generate.$url().href, { method: 'POST', headers: { cookie: member.cookie, 'x-forwarded-for': nextClientIp() }, json: GENERATE_BODY, timeoutMs: 30_000 });
  return { status: answer.status, body: answer.body };
}

/** Every interrupted pastor generates again; stale locks may hold them back at most the budget. */
async function interruptedCanGenerate(url: string, interrupted: Member[]) {
  const deadline = Date.now() + LOCKOUT_BUDGET_MS;
  const statuses = await inBatches(interrupted, 10, async (member) => {
    for (;;) {
      const { status } = await generate(url, member);
      if (status === 201 || Date.now() > deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  return statuses.filter((status) => status !== 201).length;
}

function report(label: string, outcome: KillOutcome) {
  console.log(`[kill ${label}] acknowledged before/at the kill: ${outcome.acknowledged.length}; interrupted: ${outcome.interrupted.length}`, outcome.failures);
}

describe('SIGKILL during 100 concurrent sermon saves (SQLite)', () => {
  let outcome: KillOutcome;
  let restarted: ServerProcess;

  it('keeps every acknowledged sermon and an intact database', async () => {
    const first = await startServer({ env: { SERMON_DAILY_QUOTA: '10000' } });
    cleanups.push(() => first.stop('SIGKILL'));
    const members = await signUpSavers(first, undefined);
    outcome = await killDuringSaves(first, members);
    report('sqlite', outcome);
    expect(outcome.interrupted.length, 'the kill landed while saves were in flight').toBeGreaterThan(0);

    // The killed process's file as the next start finds it (node:sqlite replays the WAL).
    const file = new DatabaseSync(first.sqliteFile!);
    try {
      expect(file.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      expect(file.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      const present = new Set(file.prepare('SELECT id FROM sermons').all().map((row) => String(row.id)));
      expect(outcome.acknowledged.filter(({ sermonId }) => !present.has(sermonId))).toEqual([]);
    } finally {
      file.close();
    }

    restarted = await startServer({ dataDir: first.dataDir, port: first.port, env: { SERMON_DAILY_QUOTA: '10000' } });
    cleanups.push(() => restarted.stop('SIGKILL'));
    // startServer has waited for /readyz: the restarted server came up cleanly on the same data.
    const fresh = await generate(restarted.url, outcome.acknowledged[0]!.member);
    expect(fresh.status, fresh.body).toBe(201);
    const listed = await httpRequest(servedApi(restarted.url).sermons.$url({ query: { limit: '50' } }).href, { headers: { cookie: outcome.acknowledged[0]!.member.cookie } });
    expect(listed.status).toBe(200);
    expect(listed.body).toContain(outcome.acknowledged[0]!.sermonId);
  });

  it('does not lock interrupted pastors out of generating after the restart', async () => {
    expect(restarted, 'the restart above succeeded').toBeDefined();
    expect(await interruptedCanGenerate(restarted.url, outcome.interrupted), `interrupted pastors still refused after ${LOCKOUT_BUDGET_MS} ms`).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('SIGKILL during 100 concurrent sermon saves (PostgreSQL)', () => {
  let outcome: KillOutcome;
  let restarted: ServerProcess;

  it('keeps every acknowledged sermon', async () => {
    const pg = await createPostgresDatabase();
    cleanups.push(() => pg.drop());
    const first = await startServer({ databaseUrl: pg.url, env: { SERMON_DAILY_QUOTA: '10000' } });
    cleanups.push(() => first.stop('SIGKILL'));
    const members = await signUpSavers(first, pg.url);
    outcome = await killDuringSaves(first, members);
    report('postgres', outcome);
    expect(outcome.interrupted.length, 'the kill landed while saves were in flight').toBeGreaterThan(0);

    restarted = await startServer({ databaseUrl: pg.url, dataDir: first.dataDir, port: first.port, env: { SERMON_DAILY_QUOTA: '10000' } });
    cleanups.push(() => restarted.stop('SIGKILL'));
    const database = openServerDatabase(restarted, pg.url);
    try {
      const ids = outcome.acknowledged.map(({ sermonId }) => sermonId);
      const present = await database.db.selectFrom('sermons').select('id').where('id', 'in', ids).execute();
      expect(present.length).toBe(ids.length);
    } finally {
      await database.close();
    }
    const fresh = await generate(restarted.url, outcome.acknowledged[0]!.member);
    expect(fresh.status, fresh.body).toBe(201);
  });

  it('does not lock interrupted pastors out of generating after the restart', async () => {
    expect(restarted, 'the restart above succeeded').toBeDefined();
    expect(await interruptedCanGenerate(restarted.url, outcome.interrupted), `interrupted pastors still refused after ${LOCKOUT_BUDGET_MS} ms`).toBe(0);
  });
});

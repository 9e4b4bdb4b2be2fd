// API throughput under 64 connections against the real server on SQLite, each figure beside its
// baseline measured in the same run (issue 29): the framework's ceiling (a bare Hono hello-world)
// for the cheap routes, the same work done minimally (bench/same-work-server.ts) for the history,
// the offline engine called in this process on the same input for generation. Then generation's
// fairness: many members at once in a mixed load (sermons, history, Bible lookups), its p99 beside
// its p50. And the server's memory after start, at the end of the load, and once the load has been
// over for a while (memory.json).
import { fetchAgainOnClose } from './fetch-again.ts';
import { loadProblems, runLoad, type ConnectionRequest, type LoadResult } from './autocannon-run.ts';
import { report, round, type BenchResult, type Measurement } from './report.ts';
import { sampleSermons, seedSermons } from './seed-sermons.ts';
import { checkSameAnswers, startSameWorkServer } from './same-work.ts';
import { startBenchServer } from './spawn-bench-server.ts';
import { engineSermonsPerSecond } from './engine-in-process.ts';
import { oneMemberAtOnce, type OneMemberResult } from './one-member-at-once.ts';
import { nextClientIp, openServerDatabase, signUpMembers } from '../tests/support/members.ts';
import { SERVER_RSS_BUDGET_MB, startServer } from '../tests/support/server-process.ts';

const CONNECTIONS = 64;
/** The connections at which the history's latency target holds (issue 29). */
const LATENCY_CONNECTIONS = 8;
const HISTORY_SERMONS = 50;
/** How long the server is left quiet (but health-checked) before its RSS is read again. */
const SETTLE_SECONDS = 30;

const GENERATE_INPUT = { title: 'Faith in the storm', scripture: 'Mark 4:39', audienceType: 'general', language: 'en', languageStyle: 'standard' } as const;
const GENERATE_BODY = JSON.stringify(GENERATE_INPUT);
/** The history as the page first asks for it. */
const HISTORY_PATH = '/api/sermons';
/** The mixed run's connections: generating members, members reading their history, Bible lookups. */
const MIXED = { generate: 32, history: 16, bible: 16 };
/** Generation's tail under the mixed load, as a multiple of its median (issue 29). */
const FAIRNESS_TARGET = 3;

interface Run {
  name: string;
  result: LoadResult;
}

export async function run(): Promise<BenchResult[]> {
  const runs: Run[] = [];
  const hello = await startBenchServer('hello-world-server.ts');
  try {
    runs.push({ name: 'hello-world (ceiling)', result: await runLoad({ url: hello.url, connections: CONNECTIONS, request: () => ({ path: '/' }) }) });
  } finally {
    await hello.stop();
  }

  const server = await startServer({ env: { SERMON_DAILY_QUOTA: '10000', LOG_LEVEL: 'warn' } });
  const database = openServerDatabase(server);
  const memory: Measurement[] = [];
  let oneMember: OneMemberResult | undefined;
  try {
    memory.push({ name: 'RSS right after start', value: server.rssMb(), unit: 'MB', target: `≤ ${SERVER_RSS_BUDGET_MB} MB`, ok: server.rssMb() <= SERVER_RSS_BUDGET_MB });
    const members = await signUpMembers(server.url, database, CONNECTIONS);
    const reader = members[0]!;
    const samples = await sampleSermons();
    await seedSermons(database.db, reader.userId, HISTORY_SERMONS, samples);
    // The mixed run's readers each have a history of their own.
    const mixedReaders = members.slice(MIXED.generate, MIXED.generate + MIXED.history);
    for (const member of mixedReaders) await seedSermons(database.db, member.userId, HISTORY_SERMONS, samples);
    const sameWork = await startSameWorkServer({ dialect: 'sqlite', database: server.sqliteFile!, cookie: reader.cookie, userId: reader.userId, paths: [HISTORY_PATH] });
    try {
      await checkSameAnswers(server.url, sameWork.url, [HISTORY_PATH], { cookie: reader.cookie, 'x-forwarded-for': nextClientIp() });
      runs.push({ name: 'same-work history (baseline)', result: await runLoad({ url: sameWork.url, connections: CONNECTIONS, request: () => ({ path: HISTORY_PATH, headers: { cookie: reader.cookie } }) }) });
    } finally {
      await sameWork.stop();
    }
    // Each connection is its own client address, so per-address limits see 64 readers, not one.
    const addresses = members.map(() => nextClientIp());
    const load = async (name: string, request: (index: number) => ConnectionRequest, rotateAddress = false) => {
      // One request first, so lazy loading (the Bible text, the engine's data) is not measured as load.
      const first = request(0);
      await fetchAgainOnClose(`${server.url}${first.path}`, { method: first.method ?? 'GET', headers: { ...first.headers, 'x-forwarded-for': nextClientIp() }, ...(first.body ? { body: first.body } : {}) });
      runs.push({ name, result: await runLoad({ url: server.url, connections: CONNECTIONS, rotateAddress, request }) });
    };

    await load('GET /healthz', (i) => ({ path: '/healthz', headers: { 'x-forwarded-for': addresses[i]! } }));
    await load(`GET /api/sermons (${HISTORY_SERMONS} sermons)`, (i) => ({ path: HISTORY_PATH, headers: { cookie: reader.cookie, 'x-forwarded-for': addresses[i]! } }));
    // The latency target is the issue's, at 8 connections: at 64 every answer waits behind the
    // 63 others (Little's law: 64 in flight at 2,500 req/s is 26 ms on average, whatever the code).
    runs.push({ name: `GET /api/sermons at ${LATENCY_CONNECTIONS} connections`, result: await runLoad({ url: server.url, connections: LATENCY_CONNECTIONS, request: (i) => ({ path: HISTORY_PATH, headers: { cookie: reader.cookie, 'x-forwarded-for': addresses[i]! } }) }) });
    // The passage lookup is limited per address: every request claims a new one.
    await load('GET /api/bible/passage John 3:16 (en)', () => ({ path: `/api/bible/passage?ref=${encodeURIComponent('John 3:16')}&lang=en` }), true);
    await load('GET /api/bible/passage Juan 3:16 (es)', () => ({ path: `/api/bible/passage?ref=${encodeURIComponent('Juan 3:16')}&lang=es` }), true);
    // One subscriber per connection: a member may run one generation at a time.
    await load('POST /api/sermons/generate (offline)', (i) => ({
      method: 'POST',
      path: '/api/sermons/generate',
      headers: { cookie: members[i]!.cookie, 'x-forwarded-for': addresses[i]!, 'content-type': 'application/json' },
      body: GENERATE_BODY,
    }));
    // Generations the last run left in flight (autocannon stops sending, the server finishes them)
    // still hold their members' locks: the mixed run starts when they are done, or its first
    // requests would be refused (429) and measure a refusal's speed.
    await generationsFinished(database.db);
    // Fairness: many members at once, generating beside others reading their history and looking
    // up passages (three loads side by side, 64 connections in all, so each kind has its latencies).
    const [mixedGenerate, mixedHistory, mixedBible] = await Promise.all([
      runLoad({
        url: server.url,
        connections: MIXED.generate,
        request: (i) => ({ method: 'POST', path: '/api/sermons/generate', headers: { cookie: members[i]!.cookie, 'x-forwarded-for': addresses[i]!, 'content-type': 'application/json' }, body: GENERATE_BODY }),
      }),
      runLoad({ url: server.url, connections: MIXED.history, request: (i) => ({ path: HISTORY_PATH, headers: { cookie: mixedReaders[i]!.cookie, 'x-forwarded-for': addresses[MIXED.generate + i]! } }) }),
      runLoad({ url: server.url, connections: MIXED.bible, rotateAddress: true, request: () => ({ path: `/api/bible/passage?ref=${encodeURIComponent('John 3:16')}&lang=en` }) }),
    ]);
    runs.push(
      { name: `mixed: POST /api/sermons/generate (${MIXED.generate} members)`, result: mixedGenerate },
      { name: `mixed: GET /api/sermons (${MIXED.history} members)`, result: mixedHistory },
      { name: `mixed: GET /api/bible/passage (${MIXED.bible} connections)`, result: mixedBible },
    );
    oneMember = await oneMemberAtOnce(server.url, { cookie: members[0]!.cookie, 'x-forwarded-for': addresses[0]! }, GENERATE_BODY);
    memory.push({ name: 'RSS at the end of the load runs', value: server.rssMb(), unit: 'MB', note: 'heap V8 keeps while the server is busy' });
    // Then the quiet a burst leaves behind, with a load balancer's health check every second:
    // the server settles the busy heap once quiet (src/server/memory-settler.ts, decision 0046).
    for (let second = 0; second < SETTLE_SECONDS; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await (await fetchAgainOnClose(`${server.url}/healthz`, { headers: { 'x-forwarded-for': addresses[0]! } })).arrayBuffer();
    }
    const settled = server.rssMb();
    memory.push({ name: `RSS ${SETTLE_SECONDS} s after the load runs`, value: settled, unit: 'MB', target: `≤ ${SERVER_RSS_BUDGET_MB} MB`, ok: settled <= SERVER_RSS_BUDGET_MB });
  } finally {
    await database.close();
    await server.stop();
  }

  // The engine alone, in this process, on the same input: what generation costs without HTTP,
  // the session, the lock, the quota count and the save.
  const engineRate = await engineSermonsPerSecond(GENERATE_INPUT);
  const ceiling = runs[0]!.result.requestsPerSecond;
  console.log('\n== api-throughput: runs ==');
  console.table(
    runs.map(({ name, result }) => ({
      run: name,
      'req/s': result.requestsPerSecond,
      'p50 (ms)': result.p50Ms,
      'p99 (ms)': result.p99Ms,
      'p99/p50': round(result.p99Ms / Math.max(1, result.p50Ms), 1),
      'of ceiling': `${Math.round((result.requestsPerSecond / ceiling) * 100)}%`,
      problems: loadProblems(result) || '-',
    })),
  );

  const byName = (prefix: string) => runs.find((r) => r.name.startsWith(prefix))!.result;
  const history = byName('GET /api/sermons');
  const sameWorkHistory = byName('same-work history');
  const generate = byName('POST /api/sermons/generate');
  const historyAtEight = byName(`GET /api/sermons at ${LATENCY_CONNECTIONS}`);
  const fairness = tailRatio(byName('mixed: POST'));
  const generateTail = tailRatio(generate);
  const measurements: Measurement[] = [
    { name: 'hello-world ceiling', value: ceiling, unit: 'req/s' },
    { name: 'history: same-work baseline', value: sameWorkHistory.requestsPerSecond, unit: 'req/s', note: `p50 ${sameWorkHistory.p50Ms} ms, p99 ${sameWorkHistory.p99Ms} ms` },
    {
      name: 'history req/s of same-work baseline',
      value: round((history.requestsPerSecond / sameWorkHistory.requestsPerSecond) * 100, 0),
      unit: `% (${history.requestsPerSecond} / ${sameWorkHistory.requestsPerSecond}; reported, decision 0056)`,
    },
    { name: `history p99 at ${CONNECTIONS} connections`, value: history.p99Ms, unit: 'ms' },
    { name: `history p99 at ${LATENCY_CONNECTIONS} connections`, value: historyAtEight.p99Ms, unit: 'ms', target: '≤ 25 ms', ok: historyAtEight.p99Ms <= 25 },
    { name: 'generate: engine in process (baseline)', value: engineRate, unit: 'sermons/s' },
    { name: 'generate (offline) req/s of engine in process', value: round((generate.requestsPerSecond / engineRate) * 100, 0), unit: `% (${generate.requestsPerSecond} / ${engineRate})` },
    // Reported, not a pass mark: the hello-world ceiling does not scale with generation between
    // machines (2.3× against 1.25× from 0041's machine to 0056's). "No lower than today" was
    // measured against the build issue 29 was filed on, on one machine (decision 0056).
    { name: 'generate (offline) req/s of the hello-world ceiling', value: round((generate.requestsPerSecond / ceiling) * 100, 2), unit: `% (${generate.requestsPerSecond} / ${ceiling})` },
    // At 64 connections the median itself is queueing (64 in flight); what a member meets unfairly is the tail beyond it.
    { name: `generate (offline) p99 / p50, ${CONNECTIONS} members`, value: generateTail.value, unit: generateTail.unit, target: `≤ ${FAIRNESS_TARGET}×`, ok: generateTail.ok },
    { name: 'generate (offline) req/s', value: generate.requestsPerSecond, unit: 'req/s' },
    { name: 'mixed load: generate p99 / p50', value: fairness.value, unit: fairness.unit, target: `≤ ${FAIRNESS_TARGET}×`, ok: fairness.ok },
    {
      name: `one member, ${oneMember!.atOnce} generations at once: each answered with its sermon or 429 + Retry-After`,
      value: `${oneMember!.clearRounds} of ${oneMember!.rounds} rounds`,
      target: 'every round',
      ok: oneMember!.clearRounds === oneMember!.rounds,
      note: JSON.stringify(oneMember!.statuses),
    },
    {
      name: 'one member at once: slowest answer of a round (p50 of rounds)',
      value: oneMember!.slowestP50Ms,
      unit: `ms (a sermon: p50 ${oneMember!.writtenP50Ms} ms; refusals: p99 ${oneMember!.refusedP99Ms} ms)`,
    },
  ];
  // A run that saw errors or error statuses measured something else than it claims.
  for (const { name, result } of runs) {
    const problems = loadProblems(result);
    measurements.push({ name: `${name}: clean run`, value: problems ? 'no' : 'yes', target: 'no errors, no non-2xx', ok: !problems, ...(problems ? { note: problems } : {}) });
  }
  return [
    report({ bench: 'api-throughput', measurements, details: { connections: CONNECTIONS, runs: Object.fromEntries(runs.map((r) => [r.name, { ...r.result, ratioToCeiling: round(r.result.requestsPerSecond / ceiling, 3) }])) } }),
    report({ bench: 'memory', measurements: memory }),
  ];
}

/** p99 over p50 (a p50 of 0 ms, rounded down by autocannon, counts as 1 ms); a run that answered nothing fails. */
function tailRatio(result: LoadResult) {
  const ratio = round(result.p99Ms / Math.max(1, result.p50Ms), 2);
  const ok = result.total > 0 && !loadProblems(result) && ratio <= FAIRNESS_TARGET;
  return { ok, value: result.total > 0 ? ratio : 'nothing answered', unit: `× (p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.requestsPerSecond} req/s)` };
}

/** Waits (up to 30 s) until no member holds a generation lock. */
async function generationsFinished(db: ReturnType<typeof openServerDatabase>['db']): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { held } = await db.selectFrom('generation_locks').select((eb) => eb.fn.countAll().as('held')).executeTakeFirstOrThrow();
    if (Number(held) === 0) return;
    if (Date.now() > deadline) throw new Error(`${held} generation locks still held 30 s after the last run`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

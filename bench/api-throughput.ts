// API throughput under 64 connections against the real server on SQLite, next to the framework's
// ceiling (a bare Hono hello-world) measured in the same run; and the server's memory after start,
// at the end of the load, and once the load has been over for a while (memory.json).
import { fetchAgainOnClose } from './fetch-again.ts';
import { loadProblems, runLoad, type ConnectionRequest, type LoadResult } from './autocannon-run.ts';
import { report, round, type BenchResult, type Measurement } from './report.ts';
import { sampleSermons, seedSermons } from './seed-sermons.ts';
import { startHelloWorld } from './spawn-hello-world.ts';
import { nextClientIp, openServerDatabase, signUpMembers } from '../tests/support/members.ts';
import { SERVER_RSS_BUDGET_MB, startServer } from '../tests/support/server-process.ts';

const CONNECTIONS = 64;
const HISTORY_SERMONS = 50;
/** How long the server is left quiet (but health-checked) before its RSS is read again. */
const SETTLE_SECONDS = 30;

const GENERATE_BODY = JSON.stringify({ title: 'Faith in the storm', scripture: 'Mark 4:39', audienceType: 'general', language: 'en', languageStyle: 'standard' });

interface Run {
  name: string;
  result: LoadResult;
}

export async function run(): Promise<BenchResult[]> {
  const runs: Run[] = [];
  const hello = await startHelloWorld();
  try {
    runs.push({ name: 'hello-world (ceiling)', result: await runLoad({ url: hello.url, connections: CONNECTIONS, request: () => ({ path: '/' }) }) });
  } finally {
    await hello.stop();
  }

  const server = await startServer({ env: { SERMON_DAILY_QUOTA: '10000', LOG_LEVEL: 'warn' } });
  const database = openServerDatabase(server);
  const memory: Measurement[] = [];
  try {
    memory.push({ name: 'RSS right after start', value: server.rssMb(), unit: 'MB', target: `≤ ${SERVER_RSS_BUDGET_MB} MB`, ok: server.rssMb() <= SERVER_RSS_BUDGET_MB });
    const members = await signUpMembers(server.url, database, CONNECTIONS);
    const reader = members[0]!;
    await seedSermons(database.db, reader.userId, HISTORY_SERMONS, await sampleSermons());
    // Each connection is its own client address, so per-address limits see 64 readers, not one.
    const addresses = members.map(() => nextClientIp());
    const load = async (name: string, request: (index: number) => ConnectionRequest, rotateAddress = false) => {
      // One request first, so lazy loading (the Bible text, the engine's data) is not measured as load.
      const first = request(0);
      await fetchAgainOnClose(`${server.url}${first.path}`, { method: first.method ?? 'GET', headers: { ...first.headers, 'x-forwarded-for': nextClientIp() }, ...(first.body ? { body: first.body } : {}) });
      runs.push({ name, result: await runLoad({ url: server.url, connections: CONNECTIONS, rotateAddress, request }) });
    };

    await load('GET /healthz', (i) => ({ path: '/healthz', headers: { 'x-forwarded-for': addresses[i]! } }));
    await load(`GET /api/sermons (${HISTORY_SERMONS} sermons)`, (i) => ({ path: '/api/sermons', headers: { cookie: reader.cookie, 'x-forwarded-for': addresses[i]! } }));
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
    memory.push({ name: 'RSS at the end of the load runs', value: server.rssMb(), unit: 'MB', note: 'heap V8 keeps while the server is busy' });
    // Then the quiet a burst leaves behind, with a load balancer's health check every second:
    // V8's memory reducer should give the busy heap back (src/server/memory-reducer-nudge.ts).
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

  const ceiling = runs[0]!.result.requestsPerSecond;
  console.log('\n== api-throughput: runs ==');
  console.table(
    runs.map(({ name, result }) => ({
      run: name,
      'req/s': result.requestsPerSecond,
      'p50 (ms)': result.p50Ms,
      'p99 (ms)': result.p99Ms,
      'of ceiling': `${Math.round((result.requestsPerSecond / ceiling) * 100)}%`,
      problems: loadProblems(result) || '-',
    })),
  );

  const byName = (prefix: string) => runs.find((r) => r.name.startsWith(prefix))!.result;
  const history = byName('GET /api/sermons');
  const generate = byName('POST /api/sermons/generate');
  const measurements: Measurement[] = [
    { name: 'hello-world ceiling', value: ceiling, unit: 'req/s' },
    { name: 'history req/s', value: history.requestsPerSecond, unit: 'req/s', target: `≥ 50% of ceiling (${Math.round(ceiling / 2)})`, ok: history.requestsPerSecond >= ceiling / 2 },
    { name: 'history req/s ratio', value: round((history.requestsPerSecond / ceiling) * 100, 0), unit: '%' },
    { name: 'history p99', value: history.p99Ms, unit: 'ms', target: '≤ 25 ms', ok: history.p99Ms <= 25 },
    { name: 'generate (offline) p99', value: generate.p99Ms, unit: 'ms', target: '≤ 150 ms', ok: generate.p99Ms <= 150 },
    { name: 'generate (offline) req/s', value: generate.requestsPerSecond, unit: 'req/s' },
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

// One autocannon load run, with each connection owning its request (its own cookie, its own
// client address) and, optionally, a fresh client address on every request.
import autocannon, { type AutocannonClient, type AutocannonRequest } from 'autocannon';
import { benchSeconds, round } from './report.ts';

export interface ConnectionRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  /** The request connection number `index` keeps sending. */
  request: (index: number) => ConnectionRequest;
  /** A new X-Forwarded-For on every request (for routes limited per address). */
  rotateAddress?: boolean;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

let rotatingAddress = 0;
/** Addresses in 172.16.0.0/12, apart from the 10/8 ones tests/support/members.ts hands out. */
function rotatedAddress(): string {
  rotatingAddress = (rotatingAddress + 1) % (1 << 20);
  return `172.${16 + (rotatingAddress >> 16)}.${(rotatingAddress >> 8) & 255}.${rotatingAddress & 255}`;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let nextConnection = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 64,
    duration: options.seconds ?? benchSeconds(),
    timeout: 30,
    setupClient: (client: AutocannonClient) => {
      const own = options.request(nextConnection++);
      // A fresh object per connection: autocannon mutates the request it is given.
      const request: AutocannonRequest = { method: own.method ?? 'GET', path: own.path, headers: { ...own.headers }, ...(own.body ? { body: own.body } : {}) };
      if (options.rotateAddress) request.setupRequest = (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': rotatedAddress() } });
      client.setRequests([request]);
    },
  });
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
  };
}

/** "" for a clean run; otherwise what went wrong, for the table's note. */
export function loadProblems(result: LoadResult): string {
  const problems = [];
  // Nothing answered within the run measured no latency at all (a machine too loaded, a stuck server).
  if (result.total === 0) problems.push('nothing answered');
  if (result.errors) problems.push(`${result.errors} errors`);
  if (result.timeouts) problems.push(`${result.timeouts} timeouts`);
  if (result.non2xx) problems.push(`${result.non2xx} non-2xx ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2'))))}`);
  return problems.join(', ');
}

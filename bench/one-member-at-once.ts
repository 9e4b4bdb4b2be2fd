// One member's simultaneous generations (issue 29): a member may run one at a time, so of several
// sent together one is written and the others must get a clear answer at once (429 with
// Retry-After), not wait in a queue behind it.
import { fetchAgainOnClose } from './fetch-again.ts';
import { percentile, round } from './report.ts';

const AT_ONCE = 8;
const ROUNDS = 5;

interface Answer {
  status: number;
  retryAfter: string | null;
  ms: number;
}

export interface OneMemberResult {
  rounds: number;
  atOnce: number;
  /** Rounds where exactly one request was written and every other one was refused with Retry-After. */
  clearRounds: number;
  writtenP50Ms: number;
  refusedP99Ms: number;
  statuses: Record<string, number>;
}

export async function oneMemberAtOnce(url: string, headers: Record<string, string>, body: string): Promise<OneMemberResult> {
  const written: number[] = [];
  const refused: number[] = [];
  const statuses: Record<string, number> = {};
  let clearRounds = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, async (): Promise<Answer> => {
        const started = performance.now();
        const response = await fetchAgainOnClose(`${url}/api/sermons/generate`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
        await response.arrayBuffer();
        return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
      }),
    );
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const ok = answers.filter((a) => a.status === 201);
    const no = answers.filter((a) => a.status === 429 && a.retryAfter);
    if (ok.length === 1 && no.length === AT_ONCE - 1) clearRounds++;
    written.push(...ok.map((a) => a.ms));
    refused.push(...no.map((a) => a.ms));
  }
  written.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  return { rounds: ROUNDS, atOnce: AT_ONCE, clearRounds, writtenP50Ms: round(percentile(written, 50)), refusedP99Ms: round(percentile(refused, 99)), statuses };
}

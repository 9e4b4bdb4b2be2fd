// One member's simultaneous generations (issue 29): a member runs one at a time, so each request
// sent together must get a clear answer — its sermon, or at once a 429 with Retry-After while
// another of theirs is being written. Which of the two depends on the engine: the offline engine
// writes a sermon without ever yielding the event loop, so a member's requests are taken one
// after another and all are written, in order; a model's generation holds the lock across its
// I/O, and the others are refused.
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
  /** Rounds where every answer was a sermon (201) or a refusal with Retry-After (429). */
  clearRounds: number;
  /** Each round's slowest answer, its median over the rounds. */
  slowestP50Ms: number;
  writtenP50Ms: number;
  refusedP99Ms: number;
  statuses: Record<string, number>;
}

export async function oneMemberAtOnce(url: string, headers: Record<string, string>, body: string): Promise<OneMemberResult> {
  const written: number[] = [];
  const refused: number[] = [];
  const slowest: number[] = [];
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
    if (ok.length + no.length === AT_ONCE) clearRounds++;
    slowest.push(Math.max(...answers.map((a) => a.ms)));
    written.push(...ok.map((a) => a.ms));
    refused.push(...no.map((a) => a.ms));
  }
  written.sort((a, b) => a - b);
  refused.sort((a, b) => a - b);
  slowest.sort((a, b) => a - b);
  return {
    rounds: ROUNDS,
    atOnce: AT_ONCE,
    clearRounds,
    slowestP50Ms: round(percentile(slowest, 50)),
    writtenP50Ms: round(percentile(written, 50)),
    refusedP99Ms: refused.length > 0 ? round(percentile(refused, 99)) : 0,
    statuses,
  };
}

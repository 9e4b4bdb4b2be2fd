/**
 * Long synchronous work (writing a sermon offline, saving one to SQLite) runs in turns, one at a
 * time, first come first served, and only so much of it per iteration of the event loop: then the
 * loop polls the sockets again, so every other request that arrived meanwhile is answered before
 * the next turns (decision 0045).
 *
 * Without turns, every generation that arrived in one poll of the sockets ran back to back before
 * the loop looked at the sockets again: with the database driver synchronous, a generation is one
 * unbroken run of microtasks, so 32 members generating at once put hundreds of milliseconds in
 * front of every history page and Bible lookup that arrived just after, and generations were
 * served in whatever order their sockets were read (a 15× tail).
 */
export interface Turns {
  /** Runs `work` on its turn. It must not wait on the network: the next turn waits for it. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * How long turns may run in one iteration of the loop before the sockets are polled again: 20 ms,
 * or as long as everything else took since the turns last gave way, whichever is longer. Under a
 * load of both, turns and the other requests each get about half the time: a flood of cheap
 * requests cannot starve generations, nor generations the cheap requests.
 */
const TURN_BUDGET_MS = 20;

export function turnsOfTheLoop(budgetMs = TURN_BUDGET_MS, now: () => number = () => performance.now()): Turns {
  const waiting: (() => void)[] = [];
  let running = false;
  let scheduled = false;
  let iterationStartedAt = 0;
  let iterationBudget = budgetMs;
  let gaveWayAt = 0;

  const giveTurn = () => {
    running = true;
    waiting.shift()!();
  };
  // An immediate queued from a turn's end runs in the next iteration of the loop, after the poll.
  const nextIteration = () => {
    if (scheduled) return;
    scheduled = true;
    gaveWayAt = now();
    setImmediate(() => {
      scheduled = false;
      iterationStartedAt = now();
      iterationBudget = Math.max(budgetMs, iterationStartedAt - gaveWayAt);
      if (!running && waiting.length > 0) giveTurn();
    });
  };
  const endTurn = () => {
    running = false;
    if (waiting.length === 0) return;
    if (now() - iterationStartedAt < iterationBudget) giveTurn();
    else nextIteration();
  };

  return {
    async run(work) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (!running) nextIteration();
      });
      try {
        return await work();
      } finally {
        endTurn();
      }
    },
  };
}

/** The process has one event loop: every generation in it takes its turns here. */
export const loopTurns = turnsOfTheLoop();

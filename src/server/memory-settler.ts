// A burst of traffic grows V8's heap (its young generation up to --max-semi-space-size, old-space
// pages) and V8 gives that growth back only during a collection that reduces memory. Its own
// trigger for one, the memory reducer, is armed only when a full collection finds the old
// generation grown by more than 10 MB and 10% since the reducer last ran, and then only if the
// allocation rate it reads is low (on Node 24 that rate reads as the highest there is, decision
// 0012). A burst that grows the young generation and a few old pages arms nothing: the server
// then holds its busiest size until enough small requests allocate their way to the next
// collection, which for a server answering a health check a second is minutes (decision 0046).
//
// So the server settles itself: when the event loop has been quiet for three whole checks in a row
// and the heap V8 holds has grown well past what it held after the last settle, one memory-reducing
// collection returns the spare pages. A busy server is never interrupted, and a quiet one that has
// not grown pays nothing. The wait is long because the collection is not free: it also drops the
// compiled code, and a server settled 5 s into a lull answered at about half its speed for the next
// ~6 s of load while V8 compiled it again (decision 0050).
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/** How often the server looks at its load and its heap. */
const CHECK_INTERVAL_MS = 5_000;
/** Quiet: the event loop ran less than this share of the last check's interval. */
const QUIET_UTILIZATION = 0.05;
/** Checks in a row the loop must be quiet for (15 s): a lull between bursts is not idleness. */
const QUIET_CHECKS_BEFORE_SETTLE = 3;
/** Growth of V8's committed heap since the last settle that is worth a collection. */
const GROWTH_WORTH_SETTLING_BYTES = 8 * 1024 * 1024;
/** At most one settle this often: a server quiet between small bursts is not collected after each. */
const MIN_SETTLE_GAP_MS = 30_000;

interface MemorySettlerDeps {
  /** A full, memory-reducing collection (returns free pages to the system). */
  collect(): void;
  /** Bytes V8 has committed for its heap now. */
  committedHeapBytes(): number;
  /** Share of the time since the last call that the event loop was busy (0..1). */
  loopUtilizationSinceLastCheck(): number;
  now(): number;
}

/** The decision, apart from timers and V8, so it can be tested: call `check()` every interval. */
export function createMemorySettler(deps: MemorySettlerDeps) {
  let baseline = deps.committedHeapBytes();
  let lastSettle = Number.NEGATIVE_INFINITY;
  let quietChecks = 0;
  return {
    /** Settles when quiet long enough and grown; answers whether it collected. */
    check(): boolean {
      quietChecks = deps.loopUtilizationSinceLastCheck() < QUIET_UTILIZATION ? quietChecks + 1 : 0;
      const committed = deps.committedHeapBytes();
      // V8 shrank the heap on its own: measure growth from there.
      if (committed < baseline) baseline = committed;
      if (quietChecks < QUIET_CHECKS_BEFORE_SETTLE || committed - baseline < GROWTH_WORTH_SETTLING_BYTES) return false;
      if (deps.now() - lastSettle < MIN_SETTLE_GAP_MS) return false;
      deps.collect();
      lastSettle = deps.now();
      baseline = deps.committedHeapBytes();
      return true;
    },
  };
}

/**
 * V8's own `gc()` with the "last-resort" flavour: the collections the memory reducer would run
 * (compacting, shrinking the young generation, unmapping pooled pages). Node exposes it only behind
 * --expose-gc; the flag is set just long enough to make one context that holds the function, so no
 * other code sees a global `gc`.
 */
function memoryReducingCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('gc');
  v8.setFlagsFromString('--no-expose-gc');
  if (typeof gc !== 'function') return () => {};
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * One memory-reducing collection now: for the start, whose warm-up (the data files read, the
 * sermons written and dropped) leaves 20-35 MB of garbage and spare pages that no load has yet
 * made worth a settle. Its cost is the compiled code it drops, which the first requests compile
 * again (the first sermon after start 39-53 ms with it, 31-46 ms without: decision 0053).
 */
export function settleHeapNow(): void {
  memoryReducingCollection()();
}

/** Starts the settler for the life of the process; its timer never keeps the process alive. */
export function startMemorySettler(): void {
  let lastUtilization = performance.eventLoopUtilization();
  const settler = createMemorySettler({
    collect: memoryReducingCollection(),
    committedHeapBytes: () => v8.getHeapStatistics().total_heap_size,
    loopUtilizationSinceLastCheck: () => {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, lastUtilization);
      lastUtilization = now;
      return since.utilization;
    },
    now: () => performance.now(),
  });
  setInterval(() => settler.check(), CHECK_INTERVAL_MS).unref();
}

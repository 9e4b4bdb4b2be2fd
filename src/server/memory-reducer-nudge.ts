// V8 grows its heap while the server is busy and is meant to give the growth back once the
// server goes quiet: its "memory reducer" checks every 8 s whether allocation has slowed and, if
// so, runs compacting collections that return the spare pages to the system. In the V8 of
// Node 24 that check never passes in a process that makes no allocations on V8's C++ heap
// (cppgc): the C++-heap allocation rate it reads is then exactly 0, and V8 treats 0 as the
// highest rate there is. The heap then stays at its busiest size until a watchdog fires 100 s
// after the last full collection, and a trickle of requests (a load balancer's health check)
// keeps pushing that back (V8 issue 570738027, nodejs/node#66564).
//
// Measured here: after the benchmark's load the server sat at ~210 MB RSS, about 70 MB of it
// spare V8 pages; with this nudge the reducer runs 10-20 s after the load and RSS settles near
// 130 MB. Compiling a `vm.Script` is the one thing Node does on the C++ heap: a tiny, periodic one
// keeps that rate above zero and far below the reducer's threshold (decision 0012).
import vm from 'node:vm';

/** Often enough that the rate V8 tracks (an exponentially decaying average) never decays to 0. */
const NUDGE_INTERVAL_MS = 10_000;

/** Starts the nudge for the life of the process; its timer never keeps the process alive. */
export function startMemoryReducerNudge(): void {
  const nudge = () => new vm.Script('0', { filename: 'memory-reducer-nudge' });
  nudge();
  setInterval(nudge, NUDGE_INTERVAL_MS).unref();
}

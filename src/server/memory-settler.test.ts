import { describe, expect, it } from 'vitest';
import { createMemorySettler } from './memory-settler.ts';

const MB = 1024 * 1024;

/** A heap and a loop the test drives: each check reads the utilization set for it. */
function fakeProcess(startMb: number) {
  const state = { committed: startMb * MB, utilization: 0, clock: 0, collections: 0, afterCollectMb: startMb };
  const settler = createMemorySettler({
    collect: () => {
      state.collections += 1;
      state.committed = state.afterCollectMb * MB;
    },
    committedHeapBytes: () => state.committed,
    loopUtilizationSinceLastCheck: () => state.utilization,
    now: () => state.clock,
  });
  /** One check, `seconds` after the last, with the loop that busy and the heap at that size. */
  const checkAfter = (seconds: number, loop: number, heapMb: number) => {
    state.clock += seconds * 1000;
    state.utilization = loop;
    state.committed = heapMb * MB;
    return settler.check();
  };
  /** Quiet checks, 5 s apart, without growth (the settler's wait before a collection). */
  const quietFor = (seconds: number) => {
    for (let waited = 0; waited < seconds; waited += 5) checkAfter(5, 0.01, state.committed / MB);
  };
  return { state, checkAfter, quietFor };
}

describe('the memory settler', () => {
  it('gives a burst\'s growth back once the loop is quiet', () => {
    const server = fakeProcess(60);
    server.state.afterCollectMb = 62;
    expect(server.checkAfter(5, 0.9, 85)).toBe(false); // busy: V8 is left to its work
    expect(server.checkAfter(5, 0.01, 85)).toBe(false); // quiet for 5 s: a lull, not idleness
    expect(server.checkAfter(5, 0.01, 85)).toBe(false);
    expect(server.state.collections).toBe(0);
    expect(server.checkAfter(5, 0.01, 85)).toBe(true); // quiet for 15 s and 25 MB grown
    expect(server.state.collections).toBe(1);
  });

  it('starts its wait again when a burst comes back before 15 s of quiet', () => {
    const server = fakeProcess(60);
    expect(server.checkAfter(5, 0.01, 85)).toBe(false);
    expect(server.checkAfter(5, 0.01, 85)).toBe(false);
    expect(server.checkAfter(5, 0.6, 90)).toBe(false); // the bench's next run, say
    expect(server.checkAfter(5, 0.01, 90)).toBe(false);
    expect(server.checkAfter(5, 0.01, 90)).toBe(false);
    expect(server.state.collections).toBe(0);
    expect(server.checkAfter(5, 0.01, 90)).toBe(true);
  });

  it('leaves a quiet heap that has not grown much alone', () => {
    const server = fakeProcess(60);
    expect(server.checkAfter(5, 0.01, 66)).toBe(false);
    expect(server.checkAfter(5, 0.0, 67)).toBe(false);
    expect(server.state.collections).toBe(0);
  });

  it('measures growth from the size after its last collection, or from V8\'s own shrink', () => {
    const server = fakeProcess(60);
    server.state.afterCollectMb = 70; // live data grew: the new floor
    server.quietFor(10);
    expect(server.checkAfter(5, 0.01, 90)).toBe(true);
    expect(server.checkAfter(40, 0.01, 76)).toBe(false); // 6 MB over the new floor
    expect(server.checkAfter(5, 0.01, 50)).toBe(false); // V8 shrank the heap itself
    expect(server.checkAfter(40, 0.01, 60)).toBe(true); // 10 MB over that
    expect(server.state.collections).toBe(2);
  });

  it('collects at most once in 30 s, so a server quiet between small bursts is not collected after each', () => {
    const server = fakeProcess(60);
    server.quietFor(10);
    expect(server.checkAfter(5, 0.01, 80)).toBe(true);
    expect(server.checkAfter(5, 0.01, 90)).toBe(false);
    expect(server.checkAfter(20, 0.01, 90)).toBe(false);
    expect(server.checkAfter(5, 0.01, 90)).toBe(true);
    expect(server.state.collections).toBe(2);
  });
});

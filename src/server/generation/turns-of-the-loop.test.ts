import { describe, expect, it } from 'vitest';
import { turnsOfTheLoop } from './turns-of-the-loop.ts';

/** A clock the turns read, moved by the work itself: a turn "takes" as long as it says. */
function fakeClock() {
  let time = 0;
  return { now: () => time, spend: (ms: number) => (time += ms) };
}

/** Five turns of 10 ms each on a 20 ms budget, each noting itself in `events` when it runs. */
function fiveTurnsOfTenMs() {
  const clock = fakeClock();
  const turns = turnsOfTheLoop(20, clock.now);
  const events: string[] = [];
  const runs = [0, 1, 2, 3, 4].map((n) =>
    turns.run(async () => {
      events.push(`turn ${n}`);
      clock.spend(10);
    }),
  );
  return { clock, events, runs };
}

describe('turns of the event loop', () => {
  it('runs one turn at a time, in the order they were asked for, even when a turn awaits', async () => {
    const clock = fakeClock();
    const turns = turnsOfTheLoop(1000, clock.now);
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all([turns.run(work('a')), turns.run(work('b')), turns.run(work('c'))]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('lets the loop answer other requests once a turn has spent the budget of its iteration', async () => {
    const { events, runs } = fiveTurnsOfTenMs();
    // Another request, arriving while the turns wait: answered in the next iteration of the loop.
    setImmediate(() => events.push('other request'));
    await Promise.all(runs);
    // Two turns fit in 20 ms; the third waits for the loop to come round, after the other request.
    expect(events.indexOf('other request')).toBeGreaterThan(events.indexOf('turn 1'));
    expect(events.indexOf('other request')).toBeLessThan(events.indexOf('turn 2'));
    expect(events.filter((event) => event.startsWith('turn'))).toEqual(['turn 0', 'turn 1', 'turn 2', 'turn 3', 'turn 4']);
  });

  it('gives the turns as long as the other requests took, when that is longer than the budget: neither starves the other', async () => {
    const { clock, events, runs } = fiveTurnsOfTenMs();
    // A burst of other requests takes 50 ms while the turns give way; the next burst comes in the iteration after.
    setImmediate(() => {
      events.push('other requests');
      clock.spend(50);
      setImmediate(() => events.push('more requests'));
    });
    await Promise.all(runs);
    await new Promise((resolve) => setImmediate(resolve));
    // Two turns (20 ms), the others (50 ms), then 50 ms of turns: the three left, before the next burst.
    expect(events).toEqual(['turn 0', 'turn 1', 'other requests', 'turn 2', 'turn 3', 'turn 4', 'more requests']);
  });

  it('hands the turn on when work fails, and the caller gets the failure', async () => {
    const turns = turnsOfTheLoop();
    const failed = turns.run(() => Promise.reject(new Error('engine broke')));
    const next = turns.run(async () => 'next');
    await expect(failed).rejects.toThrow('engine broke');
    await expect(next).resolves.toBe('next');
  });
});

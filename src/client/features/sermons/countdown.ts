import { TIMINGS } from '#shared/constants.ts';

/**
 * product §4: the seconds left on the generator's countdown, started at `startedAt` (ms). It ticks
 * once per whole second elapsed and stays at 0 while the answer is still on its way.
 */
export function countdownSeconds(startedAt: number | null, now: number, total: number = TIMINGS.generatorCountdownSeconds): number {
  if (startedAt === null) return total;
  const elapsed = Math.floor(Math.max(0, now - startedAt) / 1000);
  return Math.max(0, total - elapsed);
}

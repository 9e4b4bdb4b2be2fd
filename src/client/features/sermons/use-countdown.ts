import { useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '#shared/constants.ts';
import { countdownSeconds } from './countdown.ts';

/** product §4: the generator's 30-second countdown; start() when generating begins, reset() when it ends. */
export function useCountdown(total: number = TIMINGS.generatorCountdownSeconds) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (startedAt === null) return;
    // A quarter-second tick keeps the display within a moment of each whole second.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setStartedAt(at);
  }, []);
  const reset = useCallback(() => setStartedAt(null), []);

  return { seconds: countdownSeconds(startedAt, now, total), start, reset };
}

import { useEffect, useState } from 'react';

/** Where a stopwatch stands: running since startedAt (null: paused) with banked time before it. */
interface StopwatchState {
  startedAt: number | null;
  banked: number;
}

/**
 * A stopwatch: started when the view opens (or where it stood before a reload), paused and reset
 * by the preacher. Its state is returned so the view can keep it across a reload.
 */
export function useElapsed(initial: StopwatchState | null = null) {
  const [startedAt, setStartedAt] = useState<number | null>(() => (initial ? initial.startedAt : Date.now()));
  const [banked, setBanked] = useState(initial?.banked ?? 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  const elapsed = banked + (startedAt === null ? 0 : Math.max(0, now - startedAt));
  return {
    elapsed,
    running: startedAt !== null,
    state: { startedAt, banked } satisfies StopwatchState,
    toggle() {
      if (startedAt === null) {
        setNow(Date.now());
        setStartedAt(Date.now());
      } else {
        setBanked(banked + Math.max(0, Date.now() - startedAt));
        setStartedAt(null);
      }
    },
    reset() {
      setBanked(0);
      setNow(Date.now());
      setStartedAt((current) => (current === null ? null : Date.now()));
    },
  };
}

import { useEffect, useState } from 'react';

/** A stopwatch: started when the view opens, paused and reset by the preacher. */
export function useElapsed() {
  const [startedAt, setStartedAt] = useState<number | null>(() => Date.now());
  const [banked, setBanked] = useState(0);
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

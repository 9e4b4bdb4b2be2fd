import { useCallback, useEffect, useRef } from 'react';

/** setTimeout whose pending timers are all cleared when the component unmounts. */
export function useTimeouts(): (callback: () => void, ms: number) => () => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return useCallback((callback, ms) => {
    const pending = timers.current;
    const timer = setTimeout(() => {
      pending.delete(timer);
      callback();
    }, ms);
    pending.add(timer);
    return () => {
      clearTimeout(timer);
      pending.delete(timer);
    };
  }, []);
}

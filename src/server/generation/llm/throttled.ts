/**
 * Passes values on to `deliver` at most once per `intervalMs`, always the latest: a model that
 * streams thousands of tokens a second gives the browser a few previews a second, not one per token.
 */
export function throttled<T>(deliver: ((value: T) => void) | undefined, intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const send = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending || !deliver) return;
    const { value } = pending;
    pending = null;
    last = now();
    deliver(value);
  };
  return {
    offer(value: T) {
      if (!deliver) return;
      pending = { value };
      const wait = last + intervalMs - now();
      if (wait <= 0) send();
      else timer ??= setTimeout(send, wait);
    },
    /** Whether a value offered now would be delivered at once (lets the caller skip costly work). */
    due: () => Boolean(deliver) && now() >= last + intervalMs && !timer,
    /** Delivers what is pending now (the stream has ended). */
    flush: send,
    /** Drops what is pending (the generation failed). */
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}

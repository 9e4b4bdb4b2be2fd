import { windowResult, windowStart, type RateLimiter } from './rate-limiter.ts';

// About 1.5 MB of keys and windows. A flood of more distinct addresses than this cannot be limited
// per address anyway; one address stays tracked until the flood passes this many new ones.
const MAX_KEYS = 10_000;

/**
 * Fixed-window counter in this process's memory, for cheap read-only endpoints (Bible passages):
 * a database write per lookup would cost more than the lookup it protects, and a per-instance
 * limit is enough to keep one client from monopolising an instance. Bounded: past MAX_KEYS the
 * ended windows are swept, and if every key is still live the oldest tenth is dropped.
 */
export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (now: number, olderThanMs: number) => {
    for (const [key, window] of windows) if (window.start < now - olderThanMs) windows.delete(key);
  };
  return {
    async hit(rule, subject, now = Date.now()) {
      const start = windowStart(rule, now);
      const key = `${rule.name}:${subject}`;
      const current = windows.get(key);
      const count = current && current.start === start ? current.count + 1 : 1;
      if (!current && windows.size >= MAX_KEYS) {
        sweep(now, rule.windowMs);
        // Map iteration follows insertion order: the first keys are the oldest. Dropping a tenth at
        // once keeps a flood of new addresses from paying a full sweep on every hit.
        for (const oldest of windows.keys()) {
          if (windows.size < MAX_KEYS * 0.9) break;
          windows.delete(oldest);
        }
      }
      windows.set(key, { start, count });
      return windowResult(rule, count, start, now);
    },
    async prune(olderThanMs, now = Date.now()) {
      sweep(now, olderThanMs);
    },
    async clear(rule, subject) {
      windows.delete(`${rule.name}:${subject}`);
    },
  };
}

/**
 * Writes values one at a time, keeping only the newest while a write is in flight: a slow browser
 * (a full socket buffer) makes the server skip stale previews instead of queueing them in memory.
 */
export function latestOnly<T>(write: (value: T) => Promise<unknown>) {
  let waiting: { value: T } | null = null;
  let inFlight: Promise<void> | null = null;
  const pump = async () => {
    while (waiting) {
      const { value } = waiting;
      waiting = null;
      try {
        await write(value);
      } catch {
        // The browser went away: the sermon is still saved; nothing more to preview.
        waiting = null;
      }
    }
    inFlight = null;
  };
  return {
    offer: (value: T) => {
      waiting = { value };
      inFlight ??= pump();
    },
    /** Resolves once nothing is left to write. */
    drained: async () => {
      while (inFlight) await inFlight;
    },
  };
}

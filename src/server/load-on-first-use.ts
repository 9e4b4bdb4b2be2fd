/**
 * A value whose code is imported on first use (heavy optional SDKs: a server that never needs them
 * never loads them). Concurrent first calls share one load; a failed load is tried again on the
 * next call instead of failing forever.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

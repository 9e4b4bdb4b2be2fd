/**
 * Runs `task` once the browser has nothing more urgent to do (at most two seconds later), so work
 * that is no part of what the page shows waits for it. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}

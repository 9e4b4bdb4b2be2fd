/**
 * Loads the browser's internationalization data in a worker as the app starts (see
 * intl-warm-worker.ts). Nothing waits for it: where a browser has no workers or refuses this one,
 * the first date formatted loads the data on the main thread, as it always did.
 */
export function warmIntlOffTheMainThread(): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./intl-warm-worker.ts', import.meta.url), { type: 'module', name: 'intl-warm' });
  } catch {
    // A refused worker (a policy, a privacy mode) changes nothing but where the data is loaded.
  }
}

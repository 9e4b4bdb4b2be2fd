// The preaching view and the sermon page ask the service worker (public/preach-sw.js; decision 0022)
// to keep this page and every script, style and catalog it has loaded, so a reload with no network
// opens it again on a sermon kept on this device.

/** Resolves true once the worker has kept them; false where there is no service worker or it failed. */
export async function keepPageOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return false;
  try {
    await navigator.serviceWorker.register('/preach-sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) return false;
    const urls = [
      window.location.pathname,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).origin === window.location.origin && new URL(name).pathname.startsWith('/assets/')),
    ];
    const channel = new MessageChannel();
    const answer = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data.kept === true);
    });
    worker.postMessage({ type: 'keep', urls }, [channel.port2]);
    return await answer;
  } catch {
    return false;
  }
}

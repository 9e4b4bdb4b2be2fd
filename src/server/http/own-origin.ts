/**
 * The request's Origin when it names the very host the request was sent to (the Host header):
 * the page's own address. Null for any other site, a `null` origin, or a missing header.
 */
export function ownOrigin(origin: string | null | undefined, host: string | null | undefined): string | null {
  if (!origin || origin === 'null' || !host) return null;
  try {
    const url = new URL(origin);
    return url.host === host.toLowerCase() && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
  } catch {
    return null;
  }
}

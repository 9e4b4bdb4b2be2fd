import net from 'node:net';
import os from 'node:os';
import { ownOrigin } from './own-origin.ts';

/**
 * Which address the app's own links use: PUBLIC_URL when it is set, and always in production.
 * Started without it outside production, the app works at whatever address it is opened at
 * (127.0.0.1, localhost, the machine's LAN address: issue 16 for sign-in, issue 26 for the rest),
 * so a link that takes the browser back (checkout, billing portal) uses the address the request was
 * sent to: a session cookie belongs to one host, and "localhost" is not "127.0.0.1".
 */
export interface AddressPolicy {
  publicUrl: URL;
  /** No PUBLIC_URL outside production (acceptsOwnOrigin): the request's own address may be used. */
  acceptOwnOrigin: boolean;
  /** The port the server listens on (config.port). */
  port: number;
}

/** The request's own address: its Origin when it names the Host the request was sent to, else the Host. */
function requestAddress(request: Request): URL | null {
  const host = request.headers.get('host');
  if (!host) return null;
  const own = ownOrigin(request.headers.get('origin'), host);
  try {
    const address = new URL(own ?? `${new URL(request.url).protocol}//${host}`);
    return address.protocol === 'http:' || address.protocol === 'https:' ? new URL(address.origin) : null;
  } catch {
    return null;
  }
}

/**
 * Where to send this browser (checkout and portal return addresses, the local billing pages'
 * links). The answer goes only to the browser that asked, so its own Host is safe to use.
 */
export function browserAddress(policy: AddressPolicy, request: Request): URL {
  return (policy.acceptOwnOrigin && requestAddress(request)) || policy.publicUrl;
}

/**
 * The address for a link in an e-mail (a password reset). The mail goes to someone else, so a Host
 * header is not trusted as such: anyone can send a request naming their own site, and the mailed
 * link would carry the token there. The request's address is used only when it is this machine at
 * the port the server listens on; anything else gets the default PUBLIC_URL.
 */
export function mailLinkAddress(policy: AddressPolicy, request: Request | undefined): URL {
  const own = policy.acceptOwnOrigin && request ? requestAddress(request) : null;
  return own && isThisServer(own, policy.port) ? own : policy.publicUrl;
}

function isThisServer(address: URL, port: number): boolean {
  const addressPort = Number(address.port || (address.protocol === 'https:' ? 443 : 80));
  if (port === 0 || addressPort !== port) return false;
  const host = address.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (net.isIPv4(host) && host.startsWith('127.')) return true;
  if (host === '::1') return true;
  if (!net.isIP(host)) return false;
  return Object.values(os.networkInterfaces()).some((interfaces) => interfaces?.some((item) => item.address.toLowerCase() === host));
}

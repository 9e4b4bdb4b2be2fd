// Headless Chromium as the brief's machine has it: the system binary, no network beyond loopback.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A Cookie header ("a=1; b=2") as Playwright cookies for `url`. */
export function cookiesForUrl(header: string, url: string): Array<{ name: string; value: string; url: string }> {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => ({ name: part.slice(0, part.indexOf('=')), value: part.slice(part.indexOf('=') + 1), url }));
}

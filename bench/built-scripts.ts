// What a built client's index.html loads before anything runs: its entry script and modulepreload
// links, measured as the server sends them to a browser (the app's build and the JS floor's,
// bench/js-floor.ts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * The bytes the server sends a browser for a built file: the brotli copy the build wrote beside it
 * (every browser the app supports accepts brotli, and the server holds those copies in memory), or
 * the file itself when the build wrote none (files too small to gain from compression).
 */
export function sentBytes(clientDir: string, urlPath: string): number {
  const file = path.join(clientDir, urlPath);
  return fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/** The entry script and the modulepreload links of a built index.html (the JS floor's). */
export function scriptsInIndexHtml(clientDir: string): string[] {
  return scriptsInHtml(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
}

/** The entry script and the modulepreload links of a page (the app's, as the server sends it: each page keeps only its own preloads). */
export function scriptsInHtml(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set([...scripts, ...preloads])];
}

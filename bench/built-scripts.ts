// What a built client's index.html loads before anything runs: its entry script and modulepreload
// links, measured gzipped (the app's build and the JS floor's, bench/js-floor.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The gzipped size of a built file: the .gz the build wrote beside it, or gzip of it when it wrote none (small files). */
export function gzippedBytes(clientDir: string, urlPath: string): number {
  const file = path.join(clientDir, urlPath);
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** The entry script and the modulepreload links of index.html. */
export function scriptsInIndexHtml(clientDir: string): string[] {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set([...scripts, ...preloads])];
}

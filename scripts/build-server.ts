// Bundles the server's own TypeScript into plain JavaScript in dist/server/, which `npm start`,
// the end-to-end tests, the suites and the benchmarks run. Packages stay external (loaded from
// node_modules as they are); modules the server loads on first use (Stripe, the AI SDK engine)
// stay separate chunks, so they still load only when used. Why: a process that loads any .ts
// file makes Node load its type-stripping compiler (WebAssembly), about 16 MB of resident
// memory for the life of the process (decision 0011).
import path from 'node:path';

export const SERVER_ENTRY = 'src/server/main.ts';
export const SERVER_BUNDLE = 'dist/server/main.js';

/** Node built-ins and packages are loaded at run time; our own modules (relative or `#…`) are bundled. */
function isExternal(id: string): boolean {
  return !id.startsWith('.') && !id.startsWith('#') && !path.isAbsolute(id);
}

export async function buildServer(outDir = path.dirname(SERVER_BUNDLE)): Promise<void> {
  // Loaded here, not at the top: `npm start` and every spawned test server read SERVER_BUNDLE
  // through this module, and most of them find the bundle fresh and never build.
  const { build } = await import('rolldown');
  await build({
    input: SERVER_ENTRY,
    platform: 'node',
    external: isExternal,
    logLevel: 'warn',
    output: {
      dir: outDir,
      format: 'esm',
      entryFileNames: path.basename(SERVER_BUNDLE),
      // Chunks are named by content and the folder is not emptied first: a process still running
      // the previous build can load its lazy chunks after a rebuild.
      chunkFileNames: '[name]-[hash].js',
    },
  });
}

if (import.meta.main) await buildServer();

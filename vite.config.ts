import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { languageOfPath } from './src/shared/languages.ts';
import { loadConfig } from './src/server/config.ts';
import { renderIndex } from './src/server/http/client-build.ts';
import { compressAsset, COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from './src/server/http/compress-asset.ts';

const SERVER_PORT = Number(process.env.DEV_SERVER_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), devIndexLikeServer(), preloadHomePage(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What every first page runs goes in two files, not a dozen small ones: each request costs
        // a round trip on a phone's connection, and Lighthouse simulates exactly that.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/, priority: 2 },
            // The query library, in one file fetched once by whichever signed-in page comes first
            // (decision 0043); never part of the first page.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            {
              name: 'app',
              test: /src[\\/](client[\\/](main|router)\.tsx|client[\\/]components[\\/](layout|guards)[\\/]|client[\\/]components[\\/](route-error-page|ui[\\/]spinner)\.tsx|client[\\/]lib[\\/](api-client|typed-client|error-log|app-config|sentry|compiled-checks\.generated)\.ts|client[\\/]lib[\\/]auth[\\/]|client[\\/]i18n[\\/](i18n|namespaces)\.ts|shared[\\/]languages\.ts)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    // In development Vite serves the pages with hot reload and hands the API to the Node server.
    proxy: {
      '/api': `http://127.0.0.1:${SERVER_PORT}`,
      '/healthz': `http://127.0.0.1:${SERVER_PORT}`,
      '/readyz': `http://127.0.0.1:${SERVER_PORT}`,
    },
  },
});

/** In `npm run dev` Vite serves index.html itself: fill in language and runtime config as the server does. */
function devIndexLikeServer(): Plugin {
  return {
    name: 'dev-index-like-server',
    apply: 'serve',
    transformIndexHtml(html, context) {
      const config = loadConfig();
      const language = languageOfPath(new URL(context.originalUrl ?? '/', 'http://dev').pathname) ?? 'en';
      return renderIndex(html, language, { supportEmail: config.supportEmail, sentryDsn: config.sentryDsn, environment: config.env });
    },
  };
}

/**
 * Most first visits land on the home page: its code downloads with the entry instead of after the
 * entry has run and the router asked for it (one round trip less before the largest paint).
 */
function preloadHomePage(): Plugin {
  const wanted = [/\/features\/home\/home-page\.tsx$/];
  return {
    name: 'preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const preloaded = new Set([...html.matchAll(/href="\/([^"]+\.js)"/g)].map((match) => match[1]));
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const toPreload: typeof chunks = [];
        const add = (chunk: (typeof chunks)[number] | undefined) => {
          if (!chunk || preloaded.has(chunk.fileName)) return;
          preloaded.add(chunk.fileName);
          toPreload.push(chunk);
          for (const imported of chunk.imports) add(byName.get(imported));
        };
        for (const chunk of chunks) if (wanted.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))) add(chunk);
        const tags = toPreload
          // Marked so the server leaves them out of every page but the home page (client-build.ts).
          .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}`, 'data-home-only': true }, injectTo: 'head' as const }));
        return tags;
      },
    },
  };
}

/** Writes .br and .gz beside each built file once, so the server never compresses at start-up. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const relative of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = path.join(outDir, relative);
        if (!COMPRESSIBLE_EXTENSIONS.test(file) || !fs.statSync(file).isFile()) continue;
        const body = fs.readFileSync(file);
        if (body.length <= MIN_COMPRESS_BYTES) continue;
        const { brotli, gzip } = compressAsset(body, 'best');
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

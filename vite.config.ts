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
  plugins: [react(), tailwindcss(), devIndexLikeServer(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
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

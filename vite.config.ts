import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { languageOfPath } from './src/shared/languages.ts';
import { loadConfig } from './src/server/config.ts';
import { renderIndex } from './src/server/http/client-build.ts';

const SERVER_PORT = Number(process.env.DEV_SERVER_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), devIndexLikeServer()],
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

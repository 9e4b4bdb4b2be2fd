import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER_PORT = Number(process.env.DEV_SERVER_PORT ?? 3001);

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
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

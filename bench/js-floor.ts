// The page's JavaScript floor (issue 29): the smallest app on the same stack — React, react-dom and
// React Router, one route rendering a heading — built with the project's own vite.config.ts (same
// plugins, target, chunk groups, precompression) in a folder of its own. What /en loads is then
// read as a multiple of what the framework alone costs.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { scriptsInIndexHtml, sentBytes } from './built-scripts.ts';
import { round } from './report.ts';

const PROJECT = path.join(import.meta.dirname, '..');
// Inside the project, so `react` and `react-router` resolve from its node_modules.
const FLOOR_DIR = path.join(PROJECT, 'node_modules', '.cache', 'bench-js-floor');

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>floor</title></head>
<body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>
`;

// The app's own entry does the same: a browser router, RouterProvider from react-router/dom, StrictMode.
const MAIN_TSX = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '/:lang', element: <h1>Hello</h1> }]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
`;

export async function reactRouterFloor(): Promise<{ kb: number; files: string[] }> {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  fs.mkdirSync(FLOOR_DIR, { recursive: true });
  fs.writeFileSync(path.join(FLOOR_DIR, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(FLOOR_DIR, 'main.tsx'), MAIN_TSX);
  const outDir = path.join(FLOOR_DIR, 'dist');
  await build({ configFile: path.join(PROJECT, 'vite.config.ts'), root: FLOOR_DIR, publicDir: false, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const files = scriptsInIndexHtml(outDir);
  return { kb: round(files.reduce((sum, file) => sum + sentBytes(outDir, file), 0) / 1024), files };
}

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { SIGNED_IN_NAMESPACES, type Namespace } from './src/client/i18n/namespaces.ts';
import { isLanguage, languageOfPath, type Language } from './src/shared/languages.ts';
import { stylesheetsFirst } from './scripts/stylesheets-first.ts';
import { PRELOADED_PAGES, type PreloadedPage } from './src/shared/preloaded-pages.ts';
import { loadConfig } from './src/server/config.ts';
import { renderIndex } from './src/server/http/client-build.ts';
import { compressAsset, COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from './src/server/http/compress-asset.ts';

const SERVER_PORT = Number(process.env.DEV_SERVER_PORT ?? 3001);

/** A chunk group's test: a module whose path under src/ starts with one of these (regular expressions, `/` for either separator). */
const sourceFiles = (...paths: string[]) => new RegExp(`src[\\\\/](${paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})`);

/** What every first page runs besides the framework: the router, the layout, the session, the error log. */
const APP_MODULES = [
  'client/(main|router)\\.tsx',
  'client/components/(layout|guards)/',
  'client/components/(route-error-page|ui/(spinner|form-field|form-messages|button|confirm-dialog))\\.tsx',
  'client/components/ui/(form-styles|choice)\\.ts',
  'client/lib/(api-client|typed-client|error-log|app-config|sentry|warm-intl|compiled-checks\\.generated)\\.ts',
  'client/lib/auth/',
  'client/i18n/(i18n|namespaces)\\.ts',
  'shared/languages\\.ts',
];

/** What both working pages (the dashboard and a sermon) run as they start. */
const SIGNED_IN_MODULES = [
  'client/lib/server-state/(sermon-queries|with-server-state|query-client)\\.tsx?',
  'client/lib/has-saved-sermons\\.ts',
  'client/components/subscription/subscription-ended-banner\\.tsx',
  'client/components/ui/section-card\\.tsx',
];

/** The dashboard and its generator as they start (the sermon page does without them). */
const DASHBOARD_MODULES = [
  'client/features/dashboard/',
  'client/features/sermons/(?!build-generate-request|api/generate-sermon\\.ts|sse-parser)',
  'client/lib/billing/cancel-subscription\\.ts',
  'client/components/subscription/(cancel-subscription-dialog|use-cancel-subscription)\\.tsx?',
];

/** Radix's dialog and what it is built on (src/client/components/ui/modal-confirm.tsx). */
const DIALOG_LIBRARY = /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/;

// Read with the sermon's compiled checks: no schema is built and zod is not loaded (decision 0054).
const SERMON_READING_MODULES = [
  'shared/(plain-text|verse-starts|passage-label|render-sermon-blocks|quote-marks|sermon-headings|sermon-flat)\\.ts',
  'client/lib/(get-sermon|sermon-answer|sermon-checks\\.generated|server-state/sermon-query|offline-copy|keep-page-offline|use-keep-page-offline|use-twin-sermon)\\.ts',
  'client/components/(scripture/passage-text|ui/undo-notice)\\.tsx',
  // What the sermon page shares with its editing code and the other sermon pages (preach, interpreter).
  'client/features/sermon-display/(sermon-not-found|sermon-view|copy-text|action-styles|pdf-file-name|save-blob|document-updates|pack/pack-file-names)\\.tsx?',
];

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), devIndexLikeServer(), preloadPages(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What a page runs goes in a few files, not dozens of small ones: each request costs a round
        // trip on a phone's connection (six at a time over HTTP/1.1), and Lighthouse simulates exactly
        // that (decision 0052). A module in two groups goes to the one of higher priority.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/, priority: 4 },
            // zod mini, for the pages that read or check with schemas; never the dashboard's start.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 4 },
            { name: 'app', test: sourceFiles(...APP_MODULES), priority: 3 },
            // The query library and what the working pages share (the query cache, the subscription
            // banner), in one file fetched once by whichever signed-in page comes first (decisions
            // 0043, 0054); never part of the first page. Below the app's priority, so that the app's
            // own modules these import stay in the app's file (a group takes in what its modules
            // import, and the higher priority keeps a module taken by two).
            { name: 'signed-in', test: new RegExp(`node_modules[\\\\/]@tanstack[\\\\/]|${sourceFiles(...SIGNED_IN_MODULES).source}`), priority: 2.5 },
            // The dashboard and its generator as they start. Not the generator's check and stream
            // reader: they load as the pastor goes into the form (src/client/features/sermons/generation-code.ts).
            { name: 'dashboard', test: sourceFiles(...DASHBOARD_MODULES), priority: 2 },
            // The dialog's code (Radix), fetched when the browser is idle or a question is asked, in
            // one file: no page needs it to show (src/client/components/ui/confirm-dialog.tsx).
            { name: 'dialog', test: new RegExp(`${sourceFiles('client/components/ui/modal-confirm\\.tsx').source}|${DIALOG_LIBRARY.source}`), priority: 3 },
            // Reading a whole sermon: its compiled checks and what shows its passages.
            { name: 'sermon-reading', test: sourceFiles(...SERMON_READING_MODULES), priority: 1 },
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

/** A catalog module: its language and namespace. */
const CATALOG = /\/i18n\/locales\/(\w+)\/(\w+)\.json$/;

/** Each preloading page's own modules, and the catalogs its route loads (src/client/router.tsx). */
const PAGE_PRELOADS: Record<PreloadedPage, { modules: RegExp[]; namespaces: readonly Namespace[] }> = {
  // Most first visits land on the home page.
  home: { modules: [/\/features\/home\/home-page\.tsx$/], namespaces: ['common', 'home'] },
  // The two pages a pastor works in, signed in. Both read their answers with compiled checks
  // (decisions 0052, 0054): neither loads zod as it starts.
  dashboard: { modules: [/\/routes\/dashboard-route\.tsx$/], namespaces: SIGNED_IN_NAMESPACES },
  sermon: { modules: [/\/features\/sermon-display\/sermon-display-page\.tsx$/], namespaces: SIGNED_IN_NAMESPACES },
};

/** Whether a chunk is the one built for one of these modules. */
const isChunkOf = (modules: RegExp[], chunk: { facadeModuleId: string | null }) => modules.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''));

/**
 * A page's code and catalogs download with the entry instead of after the entry has run and the
 * router asked for them (two round trips less before the largest paint). Each link is marked with
 * its page (and a catalog with its language); the server keeps only the asked-for page's
 * (client-build.ts), so no page fetches another's code.
 */
function preloadPages(): Plugin {
  return {
    name: 'preload-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const inEntry = new Set([...html.matchAll(/href="\/([^"]+\.js)"/g)].map((match) => match[1]));
        // Every page of the app asks who is signed in as it starts (src/client/lib/auth/get-me.ts):
        // asked by the page itself, after its stylesheet, the answer is on its way while the scripts
        // download. (Not in another app built with this config, like the bench's floor.)
        const isThisApp = chunks.some((chunk) => isChunkOf(PAGE_PRELOADS.home.modules, chunk));
        const tags: HtmlTagDescriptor[] = isThisApp ? [{ tag: 'link', attrs: { rel: 'preload', href: '/api/session', as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }] : [];
        for (const page of PRELOADED_PAGES) {
          const { modules, namespaces } = PAGE_PRELOADS[page];
          const preloaded = new Set(inEntry);
          const link = (fileName: string, language?: Language) =>
            tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}`, 'data-page': page, ...(language ? { 'data-lang': language } : {}) }, injectTo: 'head' });
          const add = (chunk: (typeof chunks)[number] | undefined) => {
            if (!chunk || preloaded.has(chunk.fileName)) return;
            preloaded.add(chunk.fileName);
            link(chunk.fileName);
            for (const imported of chunk.imports) add(byName.get(imported));
          };
          for (const chunk of chunks) if (isChunkOf(modules, chunk)) add(chunk);
          for (const chunk of chunks) {
            const catalog = chunk.moduleIds.map((id) => CATALOG.exec(id)).find((match) => match && namespaces.includes(match[2] as Namespace));
            if (catalog && isLanguage(catalog[1])) link(chunk.fileName, catalog[1]);
          }
          // A page found in part was renamed or merged into another chunk: its preloads would quietly
          // shrink. (Found not at all: another app built with this config, like the bench's floor.)
          const found = modules.filter((pattern) => chunks.some((chunk) => isChunkOf([pattern], chunk))).length;
          if (found > 0 && found < modules.length) throw new Error(`preload-pages: a module of the ${page} page is no chunk of its own`);
        }
        return { html: stylesheetsFirst(html), tags };
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

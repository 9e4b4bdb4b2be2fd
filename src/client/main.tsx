import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './i18n/i18n.ts';
import { AuthProvider } from './lib/auth/auth-context.tsx';
import { runEffectsAfterCommit } from './lib/effects-after-commit.ts';
import { startErrorLog } from './lib/error-log.ts';
import { startBrowserErrorReporting } from './lib/sentry.ts';
import { createRouter } from './router.tsx';
import './styles.css';

runEffectsAfterCommit();
startErrorLog();
void startBrowserErrorReporting();
// The common catalog, the page's code and its catalogs download in parallel; the first render
// waits for the common one so nothing shows untranslated.
const i18nReady = initI18n(window.location.pathname);
const router = createRouter();
await i18nReady;

createRoot(document.getElementById('root')!).render(
  <AuthProvider>
    <RouterProvider router={router} />
  </AuthProvider>,
);

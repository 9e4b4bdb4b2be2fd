import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initI18n } from './i18n/i18n.ts';
import { AuthProvider } from './lib/auth/auth-context.tsx';
import { startErrorLog } from './lib/error-log.ts';
import { startBrowserErrorReporting } from './lib/sentry.ts';
import { warmIntlOffTheMainThread } from './lib/warm-intl.ts';
import { createRouter } from './router.tsx';
import './styles.css';

warmIntlOffTheMainThread();
startErrorLog();
void startBrowserErrorReporting();
// The common catalog, the page's code and its catalogs download in parallel; the first render
// waits for the common one so nothing shows untranslated.
const i18nReady = initI18n(window.location.pathname);
const router = createRouter();
await i18nReady;

const root = createRoot(document.getElementById('root')!);
// As a transition React renders the first page in slices, yielding to the browser in between,
// instead of one long task that blocks input (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>,
  );
});

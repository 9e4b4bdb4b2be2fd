import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './i18n/i18n.ts';
import { startErrorLog } from './lib/error-log.ts';
import { startBrowserErrorReporting } from './lib/sentry.ts';
import { createRouter } from './router.tsx';
import './styles.css';

startErrorLog();
void startBrowserErrorReporting();
initI18n(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from './i18n/i18n.ts';
import { AuthProvider } from './lib/auth/auth-context.tsx';
import { startErrorLog } from './lib/error-log.ts';
import { startBrowserErrorReporting } from './lib/sentry.ts';
import { createRouter } from './router.tsx';
import './styles.css';

startErrorLog();
void startBrowserErrorReporting();
initI18n(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={createRouter()} />
    </AuthProvider>
  </StrictMode>,
);

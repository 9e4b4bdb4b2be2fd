import { appConfig } from './app-config.ts';

/** Browser error reporting, loaded only when the server was configured with SENTRY_DSN. */
export async function startBrowserErrorReporting() {
  const { sentryDsn, environment } = appConfig();
  if (!sentryDsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn: sentryDsn, environment, tracesSampleRate: 0 });
  Sentry.captureMessage('Application started', 'info');
}

import type { Config } from '../config.ts';

/**
 * Starts server-side error reporting only when SENTRY_DSN is set (Sentry, or a self-hosted
 * Sentry/GlitchTip). The SDK is imported lazily so an unconfigured server never loads it.
 */
export async function startErrorReporting(config: Pick<Config, 'sentryDsn' | 'env'>): Promise<(error: unknown) => void> {
  if (!config.sentryDsn) return () => {};
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: config.sentryDsn, environment: config.env, tracesSampleRate: 0 });
  Sentry.captureMessage('Application started', 'info');
  return (error) => {
    Sentry.captureException(error);
  };
}

// Runtime settings the server writes into <meta name="app-config"> (no inline script under CSP).
interface AppConfig {
  supportEmail: string;
  sentryDsn: string | null;
  environment: string;
}

const FALLBACK: AppConfig = { supportEmail: '', sentryDsn: null, environment: 'development' };

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  if (cached) return cached;
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content');
  try {
    cached = { ...FALLBACK, ...(content ? (JSON.parse(content) as Partial<AppConfig>) : {}) };
  } catch {
    cached = FALLBACK;
  }
  return cached;
}

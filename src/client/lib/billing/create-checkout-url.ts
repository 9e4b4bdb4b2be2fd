import type { Language } from '#shared/languages.ts';
import { apiFetch } from '../api-client.ts';

/** The provider's hosted checkout for the signed-in user, or null when none came back. */
export async function createCheckoutUrl(language: Language): Promise<string | null> {
  const { url } = await apiFetch<{ url?: unknown }>('/api/billing/checkout', { method: 'POST', body: { language } });
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

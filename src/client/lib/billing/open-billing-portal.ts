import type { Language } from '#shared/languages.ts';
import { apiFetch } from '../api-client.ts';

/** The provider's billing portal address (product §2: opened by a full-page redirect). */
export async function billingPortalUrl(language: Language): Promise<string> {
  const { url } = await apiFetch<{ url: string }>('/api/billing/portal', { method: 'POST', body: { language } });
  return url;
}

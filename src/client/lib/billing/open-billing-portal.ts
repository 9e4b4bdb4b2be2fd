import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import type { Language } from '#shared/languages.ts';
import { apiRequest } from '../api-client.ts';

/** The provider's billing portal address (product §2: opened by a full-page redirect). */
export async function billingPortalUrl(language: Language): Promise<string> {
  const { url } = await apiRequest((api) => api.billing.portal.$post({ json: { language } }), billingUrlResponseSchema);
  return url;
}

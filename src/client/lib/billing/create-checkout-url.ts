import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import type { Language } from '#shared/languages.ts';
import { apiRequest } from '../api-client.ts';

/** The provider's hosted checkout for the signed-in user; an answer without one throws (MalformedAnswerError). */
export async function createCheckoutUrl(language: Language): Promise<string> {
  const { url } = await apiRequest('/api/billing/checkout', billingUrlResponseSchema, { method: 'POST', body: { language } });
  return url;
}

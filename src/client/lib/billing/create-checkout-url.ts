import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import type { Language } from '#shared/languages.ts';
import { apiRequest, MalformedAnswerError } from '../api-client.ts';

/**
 * The provider's hosted checkout for the signed-in user, or null when the answer holds no
 * address: the page then says the spec's "Error generating checkout URL" (product §2).
 */
export async function createCheckoutUrl(language: Language): Promise<string | null> {
  try {
    const { url } = await apiRequest((api) => api.billing.checkout.$post({ json: { language } }), billingUrlResponseSchema);
    return url;
  } catch (error) {
    if (error instanceof MalformedAnswerError) return null;
    throw error;
  }
}

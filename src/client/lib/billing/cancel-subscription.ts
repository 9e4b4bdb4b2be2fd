import type { CancelResponse } from '#shared/billing-schemas.ts';
import { apiRequest } from '../api-client.ts';
import { isCancelResponse } from '../compiled-checks.generated.ts';

/** product §7 cancel-subscription: body {user_id}; non-OK answers throw with the body's error. */
export function cancelSubscription(userId: string): Promise<CancelResponse> {
  return apiRequest((api) => api.billing.cancel.$post({ json: { user_id: userId } }), isCancelResponse);
}

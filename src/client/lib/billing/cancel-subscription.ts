import type { CancelResponse } from '#shared/billing-schemas.ts';
import { apiFetch } from '../api-client.ts';

/** product §7 cancel-subscription: body {user_id}; non-OK answers throw with the body's error. */
export function cancelSubscription(userId: string): Promise<CancelResponse> {
  return apiFetch<CancelResponse>('/api/billing/cancel', { method: 'POST', body: { user_id: userId } });
}

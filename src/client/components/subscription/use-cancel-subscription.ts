import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { cancelSubscription } from '#client/lib/billing/cancel-subscription.ts';

/** The provider answered that it did not cancel (`success: false`). */
export class CancelRefusedError extends Error {}

interface CancelHandlers {
  /** The member confirmed: the request goes out. */
  onStart?: () => void;
  onCancelled: () => void;
  /** The caller words the failure (and logs it where it is news). */
  onFailed: (error: unknown) => void;
}

/**
 * Cancel Subscription behind its question (product §2/§4/§8, decision 0024), as the query
 * library's mutation: `ask` opens the dialog (`dialog` goes to CancelSubscriptionDialog), its
 * confirmation cancels; `cancelling` while the provider is asked, `error` the last failure (gone
 * when the next try starts).
 */
export function useCancelSubscription(userId: string, { onStart, onCancelled, onFailed }: CancelHandlers) {
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: async () => {
      const result = await cancelSubscription(userId);
      if (!result.success) throw new CancelRefusedError(result.error ?? 'cancel failed');
    },
  });
  const confirm = () => {
    setAsking(false);
    onStart?.();
    cancel.mutate(undefined, { onSuccess: onCancelled, onError: onFailed });
  };
  return {
    ask: () => setAsking(true),
    cancelling: cancel.isPending,
    error: cancel.error,
    dialog: { open: asking, onConfirm: confirm, onKeep: () => setAsking(false) },
  };
}

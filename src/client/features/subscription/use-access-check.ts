import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';

/** `looking`: a look is on its way to the server (the status region is busy until it answers). */
type AccessCheck = { state: 'checking'; attempt: number; looking: boolean } | { state: 'access' } | { state: 'no-access' };

/**
 * Reads the subscription status from the server, up to `attempts` times `intervalMs` apart until
 * access shows up (after a checkout the activation may take a moment). A lookup that fails
 * counts as "not subscribed" (product §2). The session itself is the auth context's: each look
 * re-reads it there (`refresh`), and the query library does the asking again and the stopping.
 */
export function useAccessCheck(attempts: number, intervalMs: number): AccessCheck {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['access-check', attempts, intervalMs];
  const check = useQuery({
    queryKey,
    queryFn: async () => hasAccess({ user: await refresh(), lookupFailed: false }),
    refetchInterval: (query) => (query.state.data === true || query.state.dataUpdateCount >= attempts ? false : intervalMs),
    // A pastor who looks at another tab while the checkout settles still finds the answer here.
    refetchIntervalInBackground: true,
    // Every visit looks afresh; an old answer is no answer to "has the checkout gone through yet?".
    gcTime: 0,
    retry: false,
  });
  // How many looks have been answered (this render follows each of them: isFetching changes).
  const looked = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  if (check.data === true) return { state: 'access' };
  if (looked < attempts || check.isFetching) return { state: 'checking', attempt: Math.max(1, looked + (check.isFetching ? 1 : 0)), looking: check.isFetching };
  return { state: 'no-access' };
}

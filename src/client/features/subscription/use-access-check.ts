import { useEffect, useState } from 'react';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';

type AccessCheck = { state: 'checking'; attempt: number } | { state: 'access' } | { state: 'no-access' };

/**
 * Reads the subscription status from the server, up to `attempts` times `intervalMs` apart until
 * access shows up (after a checkout the activation may take a moment). A lookup that fails
 * counts as "not subscribed" (product §2).
 */
export function useAccessCheck(attempts: number, intervalMs: number): AccessCheck {
  const auth = useAuth();
  const refresh = auth.refresh;
  const [check, setCheck] = useState<AccessCheck>({ state: 'checking', attempt: 1 });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async (attempt: number) => {
      if (cancelled) return;
      setCheck({ state: 'checking', attempt });
      const user = await refresh();
      if (cancelled) return;
      if (hasAccess({ user, lookupFailed: false })) setCheck({ state: 'access' });
      else if (attempt >= attempts) setCheck({ state: 'no-access' });
      else timer = setTimeout(() => void run(attempt + 1), intervalMs);
    };
    void run(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [attempts, intervalMs, refresh]);

  return check;
}

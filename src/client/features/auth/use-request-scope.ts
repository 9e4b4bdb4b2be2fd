import { useCallback, useEffect, useRef } from 'react';

/**
 * One AbortController per submission. Starting a new one aborts the previous, and leaving the
 * page aborts the one in flight, so no answer arrives to set state on an unmounted form.
 */
export function useRequestScope(): () => AbortSignal {
  const holder = useRef<{ controller: AbortController | null }>({ controller: null });
  useEffect(() => {
    const current = holder.current;
    return () => current.controller?.abort();
  }, []);
  return useCallback(() => {
    holder.current.controller?.abort();
    const controller = new AbortController();
    holder.current.controller = controller;
    return controller.signal;
  }, []);
}

import { useEffect, useState } from 'react';
import { keepPageOffline } from './keep-page-offline.ts';

/**
 * Once `active` (the page shows its sermon), asks the service worker to keep the page and what it
 * loaded, and again when the network comes back (a page opened while it was down). True once kept.
 */
export function useKeepPageOffline(active: boolean): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (!active) return;
    let current = true;
    const keep = () => void keepPageOffline().then((done) => current && setKept(done));
    keep();
    window.addEventListener('online', keep);
    return () => {
      current = false;
      window.removeEventListener('online', keep);
    };
  }, [active]);
  return kept;
}
